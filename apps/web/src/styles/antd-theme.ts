import { theme, type ThemeConfig } from 'antd';
import type { Brand } from '@aurelix/shared/schemas/platform';
import { fontFamily, palette, radius, readableOn } from './tokens';

/** antd's dark algorithm fed with our tokens, so its components match the hand-made ones. */
export function antdTheme(brand: Brand): ThemeConfig {
  const onAccent = readableOn(brand.accent);
  return {
    algorithm: theme.darkAlgorithm,
    cssVar: { key: 'aurelix' },
    token: {
      colorPrimary: brand.accent,
      colorInfo: brand.accent,
      colorSuccess: brand.up,
      colorError: brand.down,
      colorLink: brand.accent,
      colorBgBase: palette.bg,
      colorBgLayout: palette.bg,
      colorBgContainer: palette.surface,
      colorBgElevated: palette.raised,
      colorBorder: palette.borderStrong,
      colorBorderSecondary: palette.border,
      colorText: palette.text1,
      colorTextSecondary: palette.text2,
      colorTextTertiary: palette.text3,
      colorTextQuaternary: palette.textDisabled,
      colorTextLightSolid: onAccent,
      fontFamily,
      fontSize: 14,
      borderRadius: radius.md,
      borderRadiusSM: radius.sm,
      controlHeight: 36,
      wireframe: false,
    },
    components: {
      Button: { primaryShadow: 'none', fontWeight: 600 },
      Dropdown: { paddingBlock: 8, controlItemBgHover: palette.hover },
      Menu: {
        itemBg: 'transparent',
        subMenuItemBg: 'transparent',
        itemSelectedColor: brand.accent,
        darkItemBg: palette.surface,
      },
      Modal: { contentBg: palette.raised, headerBg: palette.raised, footerBg: palette.raised },
      Drawer: { colorBgElevated: palette.surface },
      Popover: { colorBgElevated: palette.raised },
      Tooltip: { colorBgSpotlight: palette.hover },
      Skeleton: { gradientFromColor: palette.raised, gradientToColor: palette.hover },
      Select: { optionSelectedBg: palette.hover },
    },
  };
}
