/**
 * Tabs that wrap onto more rows instead of scrolling: a scrolling tab list cuts names mid-word
 * ("EXPIRING CERTI", "MASS") at the edge. The sliding indicator cannot follow a wrapped row, so
 * the selected tab is underlined by its own border. Used by the dashboard's reports and Settings.
 */
export const WRAPPING_TABS_SX = {
  '& .MuiTabs-list': { flexWrap: 'wrap' },
  '& .MuiTabs-scroller': { whiteSpace: 'normal' },
  '& .MuiTabs-indicator': { display: 'none' },
  '& .MuiTab-root': { borderBottom: 2, borderColor: 'transparent', minWidth: 0, px: 1.5 },
  '& .MuiTab-root.Mui-selected': { borderColor: 'primary.main' },
} as const;
