import AddIcon from '@mui/icons-material/Add';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import { CLASSROOM_TEXTS, type TaskFolder } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import '../texts.ts';

/** The tab of "My tasks" (tasks outside any folder): MUI's tabs need a value, and no folder has this one. */
const MINE = 'mine';
export const TASK_PANEL_ID = 'classroom-task-panel';
export const tabId = (folderId: number | null) => `classroom-tab-${folderId ?? MINE}`;

interface FolderTabsProps {
  folders: TaskFolder[];
  current: number | null;
  onChange: (folderId: number | null) => void;
  onNewFolder: () => void;
}

/** Spec §2: "My tasks", one tab per folder, and "+" for a new folder. */
export function FolderTabs({ folders, current, onChange, onNewFolder }: FolderTabsProps) {
  const { t } = useTranslation();
  const tabs = [{ id: null, name: contractText(CLASSROOM_TEXTS.myTasks) }, ...folders];
  return (
    <Stack direction="row" sx={{ alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}>
      <Tabs
        value={current ?? MINE}
        onChange={(_event, value: number | typeof MINE) => onChange(value === MINE ? null : value)}
        aria-label={t('classroom.board.tabs')}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ minWidth: 0 }}
      >
        {tabs.map((tab) => (
          <Tab key={tab.id ?? MINE} value={tab.id ?? MINE} label={tab.name} id={tabId(tab.id)} aria-controls={TASK_PANEL_ID} />
        ))}
      </Tabs>
      <Tooltip title={t('classroom.board.newFolder')}>
        <IconButton aria-label={t('classroom.board.newFolder')} onClick={onNewFolder} sx={{ ml: 1 }}>
          <AddIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
