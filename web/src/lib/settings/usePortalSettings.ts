import { useQuery } from '@apollo/client/react';
import { DEFAULT_SETTINGS, type PortalSettings, type SpecialNumbers } from '@portal/common';
import { useSession } from '../auth/sessionContext';
import { PORTAL_SETTINGS } from './operations';

export interface PortalSettingsState {
  settings: PortalSettings;
  /** The employee numbers with extra route access, as canOpenRoute takes them. */
  special: SpecialNumbers;
  loading: boolean;
}

/** Portal settings (special employee numbers, links); fetched once per session and cached. */
export function usePortalSettings(): PortalSettingsState {
  const { loggedIn } = useSession();
  const { data, loading } = useQuery(PORTAL_SETTINGS, { skip: !loggedIn });
  const settings = data?.portalSettings ?? DEFAULT_SETTINGS;
  return {
    settings,
    special: { allFollowupsViewers: settings.allFollowupsViewers, ppaAllAccess: settings.ppaAllAccess },
    loading: loggedIn && loading && !data,
  };
}
