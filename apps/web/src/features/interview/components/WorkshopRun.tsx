import { SLIDER, ROUTES, type Workshop } from '@parley/contracts';
import { useState } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { useUser } from '../../../lib/session/session.ts';
import { MicrophoneDialog, UnsupportedBrowserDialog, useRecorder } from '../../recordings/public.ts';
import { examinerVoice } from '../lib/voice.ts';
import { useWorkshopSession } from '../lib/use-workshop-session.ts';
import { CheckStep } from './CheckStep.tsx';
import { PlanDialog } from './PlanDialog.tsx';
import { ProcessingDialog } from './ProcessingDialog.tsx';
import { SendingState } from './SendingState.tsx';
import { SessionStep } from './SessionStep.tsx';

/**
 * A workshop from the microphone check to the processing dialog. The recorder is the recordings feature's (5 s
 * slices, stop and send as there), in exam mode since this is a mock test; leaving the page stops its tracks.
 */
export function WorkshopRun({ workshop }: { workshop: Workshop }) {
  const navigate = useNavigate();
  const voice = examinerVoice(useUser());
  const recorder = useRecorder({ examMode: true });
  const [difficulty, setDifficulty] = useState<number>(SLIDER.start);
  const run = useWorkshopSession(workshop, recorder, difficulty);
  const [micDialogClosed, setMicDialogClosed] = useState(false);
  const toFeedback = () => {
    if (run.session) void navigate(generatePath(ROUTES.dashboardFeedbackItem, { feedbackId: String(run.session.recording_id) }));
  };

  return (
    <>
      {run.stage === 'check' ? (
        <CheckStep
          workshop={workshop}
          recorder={recorder}
          difficulty={difficulty}
          onDifficulty={setDifficulty}
          voice={voice}
          starting={run.busy}
          onStart={() => void run.start()}
        />
      ) : (
        run.session && (
          <SessionStep
            workshop={workshop}
            session={run.session}
            recorder={recorder}
            voice={voice}
            difficulty={difficulty}
            onDifficulty={setDifficulty}
            busy={run.busy || run.stage !== 'session'}
            onNext={() => void run.next()}
            onSubmit={() => void run.submit()}
          />
        )
      )}
      <SendingState stage={run.stage} recorder={recorder} />
      <ProcessingDialog open={run.stage === 'done'} onClose={toFeedback} />
      <PlanDialog open={run.planRequired} onClose={run.closePlanDialog} />
      <UnsupportedBrowserDialog open={recorder.phase === 'unsupported'} />
      <MicrophoneDialog
        open={recorder.phase === 'denied' && !micDialogClosed}
        onClose={() => setMicDialogClosed(true)}
        onRetry={() => {
          setMicDialogClosed(false);
          void recorder.prepare();
        }}
      />
    </>
  );
}
