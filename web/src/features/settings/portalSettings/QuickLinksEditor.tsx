import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../../../components/ui/inputs/FormTextField';
import Typography from '@mui/material/Typography';
import { labelProblem, LABEL_MAX, moveItem, QUICK_LINKS_MAX, urlProblem, URL_MAX, type QuickLinkDraft } from './portalSettingsForm';

interface QuickLinksEditorProps {
  links: QuickLinkDraft[];
  onChange: (links: QuickLinkDraft[]) => void;
  disabled?: boolean;
}

/** The dashboard's quick links: text and address per link; add, remove, and move up or down. */
export function QuickLinksEditor({ links, onChange, disabled }: QuickLinksEditorProps) {
  const change = (index: number, patch: Partial<QuickLinkDraft>) => onChange(links.map((link, i) => (i === index ? { ...link, ...patch } : link)));
  const add = () => onChange([...links, { key: Math.max(0, ...links.map((l) => l.key)) + 1, label: '', url: '' }]);

  return (
    <Stack spacing={1.5}>
      {links.length === 0 && <Typography color="text.secondary">No quick links. The dashboard's Quick Links card says so.</Typography>}
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Quick links">
        {links.map((link, index) => {
          const n = index + 1;
          const labelError = labelProblem(link.label);
          const urlError = urlProblem(link.url, true);
          return (
            <Paper component="li" key={link.key} variant="outlined" sx={{ p: 1.5 }}>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'flex-start' } }}>
                <FormTextField
                  label={`Link ${n} text`}
                  value={link.label}
                  onChange={(event) => change(index, { label: event.target.value })}
                  error={!!labelError}
                  helperText={labelError || undefined}
                  required
                  disabled={disabled}
                  size="small"
                  sx={{ flex: 1 }}
                  slotProps={{ htmlInput: { maxLength: LABEL_MAX } }}
                />
                <FormTextField
                  label={`Link ${n} address`}
                  value={link.url}
                  onChange={(event) => change(index, { url: event.target.value })}
                  error={!!urlError}
                  helperText={urlError || undefined}
                  required
                  disabled={disabled}
                  size="small"
                  type="url"
                  sx={{ flex: 2 }}
                  slotProps={{ htmlInput: { maxLength: URL_MAX } }}
                />
                <Box sx={{ display: 'flex', flexShrink: 0, justifyContent: 'flex-end' }}>
                  <IconButton aria-label={`Move link ${n} up`} onClick={() => onChange(moveItem(links, index, -1))} disabled={disabled || index === 0}>
                    <ArrowUpward />
                  </IconButton>
                  <IconButton aria-label={`Move link ${n} down`} onClick={() => onChange(moveItem(links, index, 1))} disabled={disabled || index === links.length - 1}>
                    <ArrowDownward />
                  </IconButton>
                  <IconButton aria-label={`Remove link ${n}`} color="error" onClick={() => onChange(links.filter((_, i) => i !== index))} disabled={disabled}>
                    <Delete />
                  </IconButton>
                </Box>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      <Box>
        <Button startIcon={<Add />} onClick={add} disabled={disabled || links.length >= QUICK_LINKS_MAX}>
          Add link
        </Button>
      </Box>
    </Stack>
  );
}
