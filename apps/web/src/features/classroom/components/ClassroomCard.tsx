import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { generatePath, Link } from 'react-router';
import { ROUTES, shownName, type Classroom } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/**
 * One classroom in the list: its name, code, teacher (for students) and how many students and tasks it has. The link is
 * named by what it shows (WCAG 2.5.3: a voice user says what they see).
 */
export function ClassroomCard({ classroom }: { classroom: Classroom }) {
  const { t } = useTranslation();
  const facts = [
    t('classroom.list.code', { code: classroom.code }),
    t('classroom.list.students', { count: classroom.student_count }),
    t('classroom.list.tasks', { count: classroom.task_count }),
  ];
  return (
    <Card variant="outlined" component="article" sx={{ borderRadius: 3, height: 1 }}>
      <CardActionArea component={Link} to={generatePath(ROUTES.classroomCode, { code: classroom.code })} sx={{ height: 1 }}>
        <CardContent>
          <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
            {classroom.name}
          </Typography>
          {classroom.role !== 'teacher' && (
            <Typography color="text.secondary">{t('classroom.list.teacher', { name: shownName(classroom.teacher) })}</Typography>
          )}
          <Typography color="text.secondary">{facts.join(' · ')}</Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
