/*
 * The suites that sign in as the one seeded demo trader (helpers in each suite file). They change
 * what the others read: the demo's balances (transfers, withdrawals, orders) and its saved
 * language, which the app takes on at login. So they run one after another in this one file, while
 * the files whose users are their own (account, identity, shell) run beside it in another worker.
 */
import './auth.suite';
import './help.suite';
import './wallet.suite';
import './funding.suite';
import './spot.suite';
