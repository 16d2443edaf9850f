import { lazy } from 'react';
import type { ParseKeys } from 'i18next';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '../features/auth/components/require-auth';
import { setNavigate } from '../lib/navigation';
import { AppLayout } from './layout/app-layout';

const HomeRoute = lazy(() => import('./routes/home'));
const AgreeRoute = lazy(() => import('./routes/agree'));
const ComingSoonRoute = lazy(() => import('./routes/coming-soon'));
const LoginRoute = lazy(() => import('./routes/login'));
const RegRoute = lazy(() => import('./routes/reg'));
const RegNextRoute = lazy(() => import('./routes/reg-next'));
const ForgetPassRoute = lazy(() => import('./routes/forget-pass'));
const SetPassRoute = lazy(() => import('./routes/set-pass'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));
const RegionRestrictedRoute = lazy(() => import('./routes/region-restricted'));

/** A screen built by a later issue: the shared coming-soon page with the screen's title. */
const soon = (path: string, titleKey: ParseKeys): RouteObject => ({
  path,
  element: <ComingSoonRoute titleKey={titleKey} />,
});

/** SPEC 2, public routes. */
const publicRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/home" replace /> },
  { path: 'home', element: <HomeRoute /> },
  { path: 'agree', element: <AgreeRoute /> },
  { path: 'region-restricted', element: <RegionRestrictedRoute /> },
  soon('subscribe', 'routes.subscribe'),
  { path: 'login', element: <LoginRoute /> },
  soon('inform', 'routes.inform'),
  { path: 'forget-pass', element: <ForgetPassRoute /> },
  { path: 'set-pass', element: <SetPassRoute /> },
  { path: 'reg', element: <RegRoute /> },
  { path: 'reg-next', element: <RegNextRoute /> },
  soon('markets', 'routes.markets'),
  soon('markets/kline/:symbol', 'routes.kline'),
  soon('contract/:symbol', 'routes.contract'),
  soon('contract_sec/:symbol', 'routes.contractSec'),
];

/** SPEC 2 and 6, login-flagged routes: /user/*, /wallet/*, /deal*, /order/*. */
const privateRoutes: RouteObject[] = [
  {
    path: 'user',
    children: [
      { index: true, element: <Navigate to="/user/user" replace /> },
      soon('user', 'routes.user.user'),
      soon('c-set', 'routes.user.cSet'),
      soon('s-securityset', 'routes.user.securitySet'),
      soon('s-loginpwd', 'routes.user.loginPwd'),
      soon('s-securitypwd', 'routes.user.securityPwd'),
      soon('s-emailset', 'routes.user.emailSet'),
      soon('s-phoneset', 'routes.user.phoneSet'),
      soon('identity', 'routes.user.identity'),
      soon('identityRight', 'routes.user.identityRight'),
      soon('c-symAddr', 'routes.user.symAddr'),
      soon('c-collAddr', 'routes.user.collAddr'),
      soon('addCollAddr', 'routes.user.addCollAddr'),
      soon('editCollAddr', 'routes.user.editCollAddr'),
      soon('helpcenter', 'routes.user.helpcenter'),
      soon('helpDetail', 'routes.user.helpDetail'),
    ],
  },
  {
    path: 'wallet',
    children: [
      { index: true, element: <Navigate to="/wallet/wallet" replace /> },
      soon('wallet', 'routes.wallet.wallet'),
      soon('spot', 'routes.wallet.spot'),
      soon('contract', 'routes.wallet.contract'),
      soon('secContract', 'routes.wallet.secContract'),
      soon('legalSymbol', 'routes.wallet.legalSymbol'),
      soon('subscribe', 'routes.wallet.subscribe'),
      soon('log-currency', 'routes.wallet.logCurrency'),
      soon('wallet-log', 'routes.wallet.walletLog'),
      soon('log-legal', 'routes.wallet.logLegal'),
      soon('log-transfer', 'routes.wallet.logTransfer'),
      soon('log-ico', 'routes.wallet.logIco'),
      soon('log-ico-thaw', 'routes.wallet.logIcoThaw'),
      soon('recharge/:currency?', 'routes.wallet.recharge'),
      soon('cash/:currency?', 'routes.wallet.cash'),
      soon('transfer', 'routes.wallet.transfer'),
    ],
  },
  {
    path: 'deal',
    children: [
      { index: true, element: <ComingSoonRoute titleKey="routes.deal.root" /> },
      soon('buy-next', 'routes.deal.buyNext'),
      soon('buy-detail/:id', 'routes.deal.buyDetail'),
      soon('buy-confirm/:id', 'routes.deal.buyConfirm'),
      soon('sell-next', 'routes.deal.sellNext'),
      soon('sell-detail/:id', 'routes.deal.sellDetail'),
    ],
  },
  {
    path: 'order',
    children: [
      { index: true, element: <Navigate to="/order/spot-current" replace /> },
      soon('spot-current', 'routes.order.spotCurrent'),
      soon('spot-history', 'routes.order.spotHistory'),
      soon('u-current', 'routes.order.uCurrent'),
      soon('u-plan', 'routes.order.uPlan'),
      soon('u-hold', 'routes.order.uHold'),
      soon('u-history', 'routes.order.uHistory'),
      soon('sec-current', 'routes.order.secCurrent'),
      soon('sec-history', 'routes.order.secHistory'),
      soon('legal-order', 'routes.order.legalOrder'),
      soon('sub-hold', 'routes.order.subHold'),
      soon('sub-end', 'routes.order.subEnd'),
      soon('sub-tran', 'routes.order.subTran'),
    ],
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      ...publicRoutes,
      { element: <RequireAuth />, children: privateRoutes },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigate((path) => void router.navigate(path));
  return router;
}
