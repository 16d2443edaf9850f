import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '../features/auth/components/require-auth';
import { setNavigate } from '../lib/navigation';
import { AppLayout } from './layout/app-layout';
import AdminLayout from './routes/admin-layout';
import { UserAreaLayout } from '../features/account/layout/user-area-layout';

const loadHome = () => import('./routes/home');
const HomeRoute = lazy(loadHome);
const AgreeRoute = lazy(() => import('./routes/agree'));
const LoginRoute = lazy(() => import('./routes/login'));
const RegRoute = lazy(() => import('./routes/reg'));
const RegNextRoute = lazy(() => import('./routes/reg-next'));
const ForgetPassRoute = lazy(() => import('./routes/forget-pass'));
const SetPassRoute = lazy(() => import('./routes/set-pass'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));
const RegionRestrictedRoute = lazy(() => import('./routes/region-restricted'));
const WalletLayout = lazy(() => import('../features/wallet/components/wallet-layout'));
const WalletOverviewRoute = lazy(() => import('../features/wallet/routes/overview-page'));
const WalletAccountRoute = lazy(() => import('../features/wallet/routes/account-page'));
const WalletLogsRoute = lazy(() => import('../features/wallet/routes/logs-page'));
const WalletTransferRoute = lazy(() => import('../features/wallet/routes/transfer-page'));
const MarketsRoute = lazy(() => import('../features/markets/pages/markets-page'));
const loadKline = () => import('../features/spot/pages/kline-page');
const KlineRoute = lazy(loadKline);
const SpotCurrentRoute = lazy(() =>
  import('../features/spot/pages/spot-orders-page').then((m) => ({ default: m.SpotCurrentPage })),
);
const SpotHistoryRoute = lazy(() =>
  import('../features/spot/pages/spot-orders-page').then((m) => ({ default: m.SpotHistoryPage })),
);
const SpotDetailRoute = lazy(() =>
  import('../features/spot/pages/spot-detail-page').then((m) => ({ default: m.SpotDetailPage })),
);
const ContractRoute = lazy(() => import('../features/futures/pages/contract-page'));
const futuresPage = (name: 'FuturesCurrentPage' | 'FuturesHoldPage' | 'FuturesHistoryPage' | 'FuturesPlanPage') =>
  lazy(() => import('../features/futures/pages/futures-orders-page').then((m) => ({ default: m[name] })));
const FuturesCurrentRoute = futuresPage('FuturesCurrentPage');
const FuturesHoldRoute = futuresPage('FuturesHoldPage');
const FuturesHistoryRoute = futuresPage('FuturesHistoryPage');
const FuturesPlanRoute = futuresPage('FuturesPlanPage');
const FuturesDetailRoute = lazy(() =>
  import('../features/futures/pages/futures-detail-page').then((m) => ({ default: m.FuturesDetailPage })),
);
const FuturesWalletSummary = lazy(() => import('../features/futures/components/futures-wallet-summary'));
const FuturesMarketsTable = lazy(() => import('../features/futures/components/futures-markets-table'));
/** The /markets Futures tab lists the contracts' own prices (issue 16). */
const futuresMarkets = (search: string) => <FuturesMarketsTable search={search} />;

const InformRoute = lazy(() => import('../features/notices/pages/inform-page'));
const IdentityRoute = lazy(() => import('../features/identity/pages/identity-page'));
const IdentityRightRoute = lazy(() => import('../features/identity/pages/identity-right-page'));
const AdminIdentityRoute = lazy(() => import('../features/identity/admin/admin-identity-page'));
const PersonalCentreRoute = lazy(() => import('../features/account/pages/personal-centre-page'));
const GeneralSettingsRoute = lazy(() => import('../features/account/pages/general-settings-page'));
const SecuritySettingsRoute = lazy(() => import('../features/account/pages/security-settings-page'));
const LoginPasswordRoute = lazy(() =>
  import('../features/account/pages/password-change-page').then((m) => ({ default: m.LoginPasswordPage })),
);
const FundPasswordRoute = lazy(() =>
  import('../features/account/pages/password-change-page').then((m) => ({ default: m.FundPasswordPage })),
);
const EmailChangeRoute = lazy(() =>
  import('../features/account/pages/contact-change-page').then((m) => ({ default: m.EmailChangePage })),
);
const MobileChangeRoute = lazy(() =>
  import('../features/account/pages/contact-change-page').then((m) => ({ default: m.MobileChangePage })),
);
const RechargeRoute = lazy(() => import('../features/funding/pages/recharge-page'));
const CashRoute = lazy(() => import('../features/funding/pages/cash-page'));
const AddressBookRoute = lazy(() => import('../features/funding/pages/address-book-page'));
const AdminWithdrawalsRoute = lazy(() => import('../features/funding/admin/admin-withdrawals-page'));
const AdminFuturesRoute = lazy(() => import('../features/futures/admin/admin-futures-page'));
const SecondRoute = lazy(() => import('../features/second/pages/second-page'));
const secondOrders = (name: 'SecondCurrentPage' | 'SecondHistoryPage') =>
  lazy(() => import('../features/second/pages/second-orders-page').then((m) => ({ default: m[name] })));
const SecondCurrentRoute = secondOrders('SecondCurrentPage');
const SecondHistoryRoute = secondOrders('SecondHistoryPage');
const AdminSecondRoute = lazy(() => import('../features/second/admin/admin-second-page'));
const SecondWalletSummary = lazy(() => import('../features/second/components/second-wallet-summary'));
const IcoListRoute = lazy(() => import('../features/ico/pages/subscribe-page'));
const IcoProjectRoute = lazy(() => import('../features/ico/pages/project-page'));
const icoOrders = (name: 'IcoHoldPage' | 'IcoEndPage' | 'IcoTranPage') =>
  lazy(() => import('../features/ico/pages/ico-orders-page').then((m) => ({ default: m[name] })));
const IcoHoldRoute = icoOrders('IcoHoldPage');
const IcoEndRoute = icoOrders('IcoEndPage');
const IcoTranRoute = icoOrders('IcoTranPage');
const AdminIcoRoute = lazy(() => import('../features/ico/admin/admin-ico-page'));
const HelpCenterRoute = lazy(() => import('../features/help/pages/help-center-page'));
const DealRoute = lazy(() => import('../features/p2p/pages/deal-page'));
const TakeAdRoute = lazy(() => import('../features/p2p/pages/take-ad-page'));
const P2pOrderRoute = lazy(() => import('../features/p2p/pages/order-page'));
const LegalOrdersRoute = lazy(() => import('../features/p2p/pages/legal-orders-page'));
const AdminP2pRoute = lazy(() => import('../features/p2p/admin/admin-p2p-page'));
const AdminAuditLogRoute = lazy(() => import('../features/audit-log/admin/admin-audit-log-page'));
const ApiKeysRoute = lazy(() => import('../features/account/pages/api-keys-page'));
const CardsRoute = lazy(() => import('../features/p2p/pages/cards-page').then((m) => ({ default: m.CardsPage })));
const CardEditRoute = lazy(() => import('../features/p2p/pages/cards-page').then((m) => ({ default: m.CardEditPage })));
const HelpDetailRoute = lazy(() => import('../features/help/pages/help-detail-page'));

/** SPEC 2, public routes. */
const publicRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/home" replace /> },
  // The two pages most visits start on begin downloading when the route matches, before the
  // layout has rendered (issue 15); their loaders never wait.
  { path: 'home', element: <HomeRoute />, loader: () => (void loadHome(), null) },
  { path: 'agree', element: <AgreeRoute /> },
  { path: 'region-restricted', element: <RegionRestrictedRoute /> },
  { path: 'subscribe', element: <IcoListRoute /> },
  { path: 'subscribe/:id', element: <IcoProjectRoute /> },
  { path: 'login', element: <LoginRoute /> },
  { path: 'inform', element: <InformRoute /> },
  { path: 'forget-pass', element: <ForgetPassRoute /> },
  { path: 'set-pass', element: <SetPassRoute /> },
  { path: 'reg', element: <RegRoute /> },
  { path: 'reg-next', element: <RegNextRoute /> },
  { path: 'markets', element: <MarketsRoute futures={futuresMarkets} /> },
  {
    path: 'markets/kline/:symbol',
    element: <KlineRoute />,
    // Also starts the page's data alongside its code (routes/trading-prefetch.ts), asked for
    // first: the page's code is some twenty files, and a browser opens six connections a host.
    loader: ({ params }) => {
      void import('./routes/trading-prefetch').then((m) => m.prefetchTradingPage(params.symbol ?? ''));
      void loadKline();
      return null;
    },
  },
  // The P2P ad list is public (issue 30): taking an ad asks a visitor to log in or sign up.
  { path: 'deal', element: <DealRoute /> },
  { path: 'contract/:symbol', element: <ContractRoute /> },
  { path: 'contract_sec/:symbol', element: <SecondRoute /> },
];

/** SPEC 2 and 6, login-flagged routes: /user/*, /wallet/*, /deal/* (not the ad list), /order/*. */
const privateRoutes: RouteObject[] = [
  {
    path: 'user',
    element: <UserAreaLayout />,
    children: [
      { index: true, element: <Navigate to="/user/user" replace /> },
      { path: 'user', element: <PersonalCentreRoute /> },
      { path: 'c-set', element: <GeneralSettingsRoute /> },
      { path: 's-securityset', element: <SecuritySettingsRoute /> },
      { path: 's-loginpwd', element: <LoginPasswordRoute /> },
      { path: 's-securitypwd', element: <FundPasswordRoute /> },
      { path: 's-emailset', element: <EmailChangeRoute /> },
      { path: 's-phoneset', element: <MobileChangeRoute /> },
      { path: 'identity', element: <IdentityRoute /> },
      { path: 'identityRight', element: <IdentityRightRoute /> },
      { path: 'c-symAddr', element: <AddressBookRoute /> },
      { path: 'c-collAddr', element: <CardsRoute /> },
      { path: 'api', element: <ApiKeysRoute /> },
      { path: 'addCollAddr', element: <CardEditRoute mode="add" /> },
      { path: 'editCollAddr', element: <CardEditRoute mode="edit" /> },
      { path: 'helpcenter', element: <HelpCenterRoute /> },
      { path: 'helpDetail', element: <HelpDetailRoute /> },
    ],
  },
  {
    path: 'wallet',
    children: [
      { index: true, element: <Navigate to="/wallet/wallet" replace /> },
      {
        // The wallet's accounts, transfer and history screens share its side menu (issue 5).
        element: <WalletLayout />,
        children: [
          { path: 'wallet', element: <WalletOverviewRoute /> },
          { path: 'spot', element: <WalletAccountRoute account="spot" /> },
          { path: 'contract', element: <WalletAccountRoute account="futures" summary={<FuturesWalletSummary />} /> },
          { path: 'secContract', element: <WalletAccountRoute account="second" summary={<SecondWalletSummary />} /> },
          { path: 'legalSymbol', element: <WalletAccountRoute account="fiat" /> },
          { path: 'subscribe', element: <WalletAccountRoute account="ico" /> },
          { path: 'log-currency', element: <WalletLogsRoute tab="currency" /> },
          { path: 'wallet-log', element: <WalletLogsRoute tab="all" /> },
          { path: 'log-legal', element: <WalletLogsRoute tab="legal" /> },
          { path: 'log-transfer', element: <WalletLogsRoute tab="transfer" /> },
          { path: 'log-ico', element: <WalletLogsRoute tab="ico" /> },
          { path: 'log-ico-thaw', element: <WalletLogsRoute tab="ico_thaw" /> },
          { path: 'transfer', element: <WalletTransferRoute /> },
        ],
      },
      { path: 'recharge/:currency?', element: <RechargeRoute /> },
      { path: 'cash/:currency?', element: <CashRoute /> },
    ],
  },
  {
    path: 'deal',
    children: [
      { path: 'buy-next', element: <TakeAdRoute side="buy" /> },
      { path: 'buy-detail/:id', element: <P2pOrderRoute titleKey="routes.deal.buyDetail" /> },
      { path: 'buy-confirm/:id', element: <P2pOrderRoute titleKey="routes.deal.buyConfirm" /> },
      { path: 'sell-next', element: <TakeAdRoute side="sell" /> },
      { path: 'sell-detail/:id', element: <P2pOrderRoute titleKey="routes.deal.sellDetail" /> },
    ],
  },
  {
    // Admin screens: signed-in users only; the server refuses non-admins and the page says so.
    path: 'admin',
    element: <AdminLayout />,
    children: [
      { index: true, element: <Navigate to="/admin/identity" replace /> },
      { path: 'identity', element: <AdminIdentityRoute /> },
      { path: 'withdrawals', element: <AdminWithdrawalsRoute /> },
      { path: 'futures', element: <AdminFuturesRoute /> },
      { path: 'ico', element: <AdminIcoRoute /> },
      { path: 'second', element: <AdminSecondRoute /> },
      { path: 'p2p', element: <AdminP2pRoute /> },
      { path: 'audit-log', element: <AdminAuditLogRoute /> },
    ],
  },
  {
    path: 'order',
    children: [
      { index: true, element: <Navigate to="/order/spot-current" replace /> },
      { path: 'spot-current', element: <SpotCurrentRoute /> },
      { path: 'spot-history', element: <SpotHistoryRoute /> },
      { path: 'spot-detail/:id', element: <SpotDetailRoute /> },
      { path: 'u-current', element: <FuturesCurrentRoute /> },
      { path: 'u-plan', element: <FuturesPlanRoute /> },
      { path: 'u-hold', element: <FuturesHoldRoute /> },
      { path: 'u-history', element: <FuturesHistoryRoute /> },
      { path: 'u-detail/:id', element: <FuturesDetailRoute /> },
      { path: 'sec-current', element: <SecondCurrentRoute /> },
      { path: 'sec-history', element: <SecondHistoryRoute /> },
      { path: 'legal-order', element: <LegalOrdersRoute /> },
      { path: 'sub-hold', element: <IcoHoldRoute /> },
      { path: 'sub-end', element: <IcoEndRoute /> },
      { path: 'sub-tran', element: <IcoTranRoute /> },
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
