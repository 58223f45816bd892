import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { UserDocument } from '@parley/contracts';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslation } from 'react-i18next';
import { shortDateTime } from '../../../lib/format/date-time.ts';
import { formatFileSize } from '../../../lib/format/file-size.ts';
import '../texts.ts';

export type DocumentAction = 'preview' | 'download' | 'rename' | 'delete';
const ACTIONS: { action: DocumentAction; icon: SvgIconComponent }[] = [
  { action: 'preview', icon: VisibilityOutlinedIcon },
  { action: 'download', icon: DownloadIcon },
  { action: 'rename', icon: DriveFileRenameOutlineIcon },
  { action: 'delete', icon: DeleteOutlinedIcon },
];

/** The documents as a table: the name opens the preview; each row has its actions, named after the document. */
export function DocumentTable({
  documents,
  onAction,
}: {
  documents: UserDocument[];
  onAction: (action: DocumentAction, document: UserDocument) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('documents.listLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('documents.columns.name')}</TableCell>
            <TableCell>{t('documents.columns.type')}</TableCell>
            <TableCell align="right">{t('documents.columns.size')}</TableCell>
            <TableCell>{t('documents.columns.date')}</TableCell>
            <TableCell align="right">{t('documents.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {documents.map((document) => (
            <TableRow key={document.id} hover>
              <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
                <Link component="button" type="button" onClick={() => onAction('preview', document)} sx={{ textAlign: 'left' }}>
                  {document.name}
                </Link>
              </TableCell>
              <TableCell>{t(`documents.types.${document.type}`)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatFileSize(document.size, i18n.language)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{shortDateTime(document.created_at)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {ACTIONS.map(({ action, icon: Icon }) => {
                  const label = t(`documents.${action}`, { name: document.name });
                  return (
                    <Tooltip key={action} title={label}>
                      <IconButton size="small" aria-label={label} onClick={() => onAction(action, document)}>
                        <Icon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  );
                })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
