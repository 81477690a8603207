import Typography from '@mui/material/Typography';
import type { CheckInItem } from './operations';

/** One check-in in a line: when (company clock), who, from -> to, then the note. */
export function CheckInLine({ checkIn }: { checkIn: CheckInItem }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {checkIn.companyTime} · {checkIn.authorName} · {checkIn.fromProgress} % → {checkIn.toProgress} %
      </Typography>
      {checkIn.note && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {checkIn.note}
        </Typography>
      )}
    </>
  );
}

/** A goal's check-ins, newest first, as a list a screen reader can count. */
export function CheckInHistory({ checkIns }: { checkIns: readonly CheckInItem[] }) {
  if (checkIns.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No check-ins yet.
      </Typography>
    );
  }
  return (
    <ol aria-label="Check-ins" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {checkIns.map((checkIn) => (
        <li key={checkIn.id} style={{ marginBottom: 8 }}>
          <CheckInLine checkIn={checkIn} />
        </li>
      ))}
    </ol>
  );
}
