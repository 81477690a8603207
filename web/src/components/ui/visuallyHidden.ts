/** `sx` that hides text on screen and keeps it for screen readers. */
export const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', p: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;
