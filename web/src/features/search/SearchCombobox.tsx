import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useId, useState, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_MAX_LENGTH } from '@portal/common';
import { useDebouncedValue } from '../../components/ui/useDebouncedValue';
import { GLOBAL_SEARCH, KIND_HEADINGS, pathOfHit, SEARCH_DEBOUNCE_MS, type SearchHit } from './operations';

interface SearchComboboxProps {
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  /** After a hit was opened (the dialog closes). */
  onOpened?: () => void;
  /** The top bar's field is light on the dark bar; the dialog's is the default. */
  onBar?: boolean;
}

function secondLine(hit: SearchHit): string {
  return [hit.number, hit.detail, hit.former ? 'Former employee' : null].filter(Boolean).join(' · ');
}

/**
 * The search box (a WAI-ARIA combobox: MUI's Autocomplete gives the input role=combobox,
 * aria-expanded, and a listbox of options grouped by kind, with arrow keys, Enter and Escape).
 * The server ranks and filters; the box shows its answer as is.
 */
export function SearchCombobox({ inputRef, autoFocus, onOpened, onBar }: SearchComboboxProps) {
  const navigate = useNavigate();
  const idBase = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading } = useQuery(GLOBAL_SEARCH, {
    variables: { text: debounced },
    skip: debounced === '',
    // Hits of different kinds share ids: kept out of the normalized cache.
    fetchPolicy: 'no-cache',
  });
  const hits: SearchHit[] = debounced === '' ? [] : ((data ?? previousData)?.search ?? []);
  const waiting = loading || text.trim() !== debounced;

  return (
    <Autocomplete<SearchHit>
      value={null}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input' || reason === 'clear') setText(value);
      }}
      open={open && text.trim() !== ''}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onChange={(_event, hit) => {
        if (!hit) return;
        setText('');
        setOpen(false);
        navigate(pathOfHit(hit));
        onOpened?.();
      }}
      options={hits}
      filterOptions={(all) => all}
      groupBy={(hit) => KIND_HEADINGS[hit.kind]}
      getOptionLabel={(hit) => hit.title}
      getOptionKey={(hit) => `${hit.kind}-${hit.id}`}
      isOptionEqualToValue={(a, b) => a.kind === b.kind && a.id === b.id}
      loading={waiting}
      loadingText="Searching…"
      noOptionsText="No matches"
      clearOnBlur={false}
      blurOnSelect
      fullWidth
      // Each kind is an ARIA group of options named by its heading (MUI's default group markup is
      // a plain list inside the listbox, which screen readers and axe do not accept).
      renderGroup={(group) => (
        <li key={group.key} role="presentation">
          <Box component="ul" role="group" aria-labelledby={`${idBase}-group-${group.key}`} sx={{ p: 0 }}>
            <ListSubheader component="li" role="presentation" id={`${idBase}-group-${group.key}`} sx={{ lineHeight: '32px' }}>
              {group.group}
            </ListSubheader>
            {group.children}
          </Box>
        </li>
      )}
      renderOption={(props, hit) => {
        const { key, ...rest } = props as typeof props & { key: string };
        const more = secondLine(hit);
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'block !important' }}>
            <Typography variant="body2">{hit.title}</Typography>
            {more && (
              <Typography variant="caption" color="text.secondary">
                {more}
              </Typography>
            )}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          autoFocus={autoFocus}
          size="small"
          placeholder="Search people, projects, codes"
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: SEARCH_MAX_LENGTH, 'aria-label': 'Search', 'aria-keyshortcuts': 'Control+K Meta+K' },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={onBar ? { bgcolor: 'background.paper', borderRadius: 1 } : undefined}
        />
      )}
    />
  );
}
