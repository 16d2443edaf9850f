import type { ComponentProps, ReactElement } from 'react';
import { Popover } from 'antd';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { NoticeBell } from '../../features/notices/components/notice-bell';
import { AppDownloadPanel } from '../../features/platform/components/app-download-qr';
import { NoteModal } from '../../features/platform/components/note-modal';
import { PartTheme } from '../antd-root';
import { MobileDrawer } from './mobile-drawer';
import { NavDropdown } from './nav-dropdown';

/*
 * The shell's parts that use antd (menus, popups, the badge, the drawer, the documents' dialog), in
 * one chunk loaded after the shell has painted (issue 30). Until then shell-parts.tsx draws each one
 * plain: the same trigger, without its popup.
 */

export function NavMenu(props: ComponentProps<typeof NavDropdown>) {
  return (
    <PartTheme>
      <NavDropdown {...props} />
    </PartTheme>
  );
}

export function Account(props: ComponentProps<typeof AccountMenu>) {
  return (
    <PartTheme>
      <AccountMenu {...props} />
    </PartTheme>
  );
}

export function Bell(props: ComponentProps<typeof NoticeBell>) {
  return (
    <PartTheme>
      <NoticeBell {...props} />
    </PartTheme>
  );
}

export function DownloadPopover({ placement, children }: { placement: 'bottomRight' | 'top'; children: ReactElement }) {
  return (
    <PartTheme>
      <Popover content={<AppDownloadPanel />} trigger={['hover', 'click']} placement={placement}>
        {children}
      </Popover>
    </PartTheme>
  );
}

export function Drawer(props: ComponentProps<typeof MobileDrawer>) {
  return (
    <PartTheme>
      <MobileDrawer {...props} />
    </PartTheme>
  );
}

export function Note(props: ComponentProps<typeof NoteModal>) {
  return (
    <PartTheme>
      <NoteModal {...props} />
    </PartTheme>
  );
}
