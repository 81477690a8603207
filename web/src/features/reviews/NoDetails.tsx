import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';

/** The page heading and the spec's text when the address names nothing that can be shown. */
export function NoDetails({ title }: { title: string }) {
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2, fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
        {title}
      </Typography>
      <Alert severity="info">No Details Found</Alert>
    </>
  );
}
