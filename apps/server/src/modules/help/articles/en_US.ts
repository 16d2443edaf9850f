import type { LocaleArticles } from './catalogue';

/** Help-centre articles in English (the reference text; other languages follow the same sections). */
export const en_US: LocaleArticles = {
  'register-account': {
    title: 'How do I create an account?',
    summary: 'Sign up with an e-mail address or a mobile number, a verification code and an invitation code.',
    sections: [
      ['Step 1: e-mail or mobile', `1. Click Register in the header or open /reg.
2. Choose E-mail or Mobile. For a mobile number, pick your country code first.
3. Click Send code and enter the 6-digit verification code you receive.`],
      ['About the verification code', `- A code is valid for 10 minutes and can be used once.
- After 5 wrong entries the code stops working; request a new one.
- You can ask for a new code after 60 seconds. Check your spam folder if the e-mail does not arrive.`],
      ['Step 2: passwords and invitation code', `1. Enter your login password twice. It needs 8-64 characters with at least one letter and one digit.
2. Enter a fund password twice. It protects withdrawals and must be different from the login password.
3. Enter the invitation code of the person who invited you. Every user has an invitation code, shown in the personal centre.
4. Read and accept the user agreement, then click Register. You are signed in straight away.`],
    ],
  },
  'identity-verification': {
    title: 'Identity verification (KYC)',
    summary: 'Verify your identity to raise your withdrawal and fiat limits and to unlock futures trading.',
    sections: [
      ['Why verify', `- The 24-hour withdrawal limit rises from 100 USDT to 10,000 USDT.
- The fiat purchase limit rises from 1,000 USDT in total to 1,000 USDT per order and 10,000 USDT in total.
- USDS-M futures trading is only open to verified users.`],
      ['How to submit', `1. Open the user menu and choose Identity verification (/user/identity).
2. Enter your full name and ID number exactly as printed on the document.
3. Upload a photo of the front and of the back of the document: JPEG, PNG or WebP, up to 5 MB each.
4. Click Submit. The status changes to Under review.`],
      ['After you submit', `- Under review: our team checks your documents, usually within one business day.
- Authenticated: your new limits apply immediately and you receive a notice.
- Approval failed: the notice tells you why. Correct the details and submit again.
You can see your status, certification country and limits at /user/identityRight.`],
    ],
  },
  'account-security': {
    title: 'Keeping your account secure',
    summary: 'Passwords, the fund password, the authenticator app and what happens after wrong attempts.',
    sections: [
      ['Login and fund passwords', `- Use a login password of 8-64 characters with letters and digits that you use nowhere else.
- The fund password is asked for on withdrawals. It must differ from the login password.
- Change them under Security settings (/user/s-securityset). After a change every session ends and you sign in again.`],
      ['Authenticator app', `1. In Security settings choose Authenticator and scan the QR code with an authenticator app.
2. Enter the 6-digit code to confirm and store the backup codes somewhere safe and offline.
3. From then on the code is asked for at login, on withdrawals and when you change security settings.`],
      ['Wrong passwords and lockouts', `- After 5 wrong login passwords the account and the address it is tried from are locked for 15 minutes.
- The same rule applies to the fund password.
- Forgot your password? Use Forgot password on the login page (/forget-pass) to set a new one with a verification code.`],
      ['Spotting scams', `- Staff will never ask for your passwords, verification codes or backup codes.
- Check that you are on the official site before signing in, and review recent logins in the personal centre.`],
    ],
  },
  'deposit-crypto': {
    title: 'How do I deposit crypto?',
    summary: 'Get your deposit address, choose the right network and wait for the confirmations.',
    sections: [
      ['Get your deposit address', `1. Go to Wallet and click Deposit next to the currency, or open /wallet/recharge.
2. Choose the currency and the network, for example USDT on TRC20, ERC20 or BEP20.
3. Copy the address or scan its QR code from the wallet you are sending from.`],
      ['Choose the same network', `The network must match the one used by the platform or wallet you withdraw from. Assets sent over a different network may be lost and cannot always be recovered.`],
      ['When the funds arrive', `- The deposit first shows as Confirming while the network confirms the transaction.
- After the required number of confirmations it changes to Success and the amount is credited to your spot account.
- Each deposit is credited exactly once. See it under Wallet > History.`],
    ],
  },
  'withdraw-crypto': {
    title: 'How do I withdraw crypto?',
    summary: 'Send crypto to an external address with your fund password, within your 24-hour limit.',
    sections: [
      ['Make a withdrawal', `1. Go to Wallet and click Withdraw, or open /wallet/cash.
2. Choose the currency and the network, then type an address or pick one from your address book.
3. Enter the amount. The page shows the minimum, the network fee and the amount you will receive.
4. Confirm with your fund password (and your authenticator code if it is enabled).`],
      ['Limits', `- The 24-hour limit is 10,000 USDT when your identity is verified and 100 USDT when it is not, counted in USDT value.
- Some currencies are deposit-only; their withdraw button is disabled.`],
      ['Withdrawal status', `- Pending payout: you can still cancel, and the amount is frozen.
- To be confirmed: the transfer is being sent on chain.
- Completed, payout failed or cancelled: a failed or cancelled withdrawal releases the frozen amount.`],
      ['Address book', `Save frequently used addresses under /user/c-symAddr with a note of 4-20 characters. Deleting an address asks for confirmation.`],
    ],
  },
  fees: {
    title: 'Trading and withdrawal fees',
    summary: 'Maker and taker fees, free internal transfers and network fees on withdrawals.',
    sections: [
      ['Spot trading fees', `- Maker and taker fees are both 0.1% of the traded amount by default.
- The fee is shown for every deal in the order details under Orders.`],
      ['Transfers and deposits', `- Internal transfers between your own accounts (spot, futures, second contracts, fiat, ICO) are free.
- Deposits are free; the sending wallet may charge its own network fee.`],
      ['Withdrawal fees', `Each network has its own withdrawal fee and minimum. Both are shown on the withdrawal page before you confirm, together with the amount you will receive.`],
      ['Futures and fiat', `- Opening a futures position takes a fee from your futures account, so you cannot open with 100% of the balance.
- Fiat P2P orders are paid by bank transfer directly to the seller; the platform takes no fee from the buyer.`],
    ],
  },
  'spot-trading': {
    title: 'How do I trade on the spot market?',
    summary: 'Place limit and market orders, follow them and cancel open orders.',
    sections: [
      ['Open a market', `1. Click Spot in the header (it opens BTC/USDT) or choose a pair on the Markets page.
2. The page shows the chart, the order book with bids and asks, and the latest trades.`],
      ['Place an order', `- Limit order: enter the price and the quantity. It stays in the order book until it is filled or you cancel it.
- Market order: enter the quantity (or the amount to spend) and it fills at the best prices available.
- The funds an order needs are frozen until it fills or is cancelled. An order must be worth at least 5 USDT.`],
      ['Follow and cancel orders', `- Open orders are under Orders > Spot current; filled and cancelled ones under Spot history.
- Statuses: waiting, partial, fully dealt and cancelled.
- To cancel, click Cancel and confirm 'Do you want to cancel this order?'. A click repeated within 2 seconds is ignored.`],
    ],
  },
  'usdm-futures': {
    title: 'USDS-M perpetual futures',
    summary: 'Trade long or short with leverage, and protect positions with take-profit and stop-loss.',
    sections: [
      ['Before you start', `1. Complete identity verification: futures trading opens only after you are authenticated.
2. Move USDT into your futures account with an internal transfer (/wallet/transfer). Transfers are free.`],
      ['Open a position', `- Choose Open long if you expect the price to rise, Open short if you expect it to fall.
- Set the leverage. Higher leverage means a smaller margin but a liquidation price closer to the current price.
- Opening takes a fee from your futures account, so 100% of the balance cannot be used.`],
      ['Take-profit and stop-loss', `Set a trigger by price or by yield rate together with the quantity. When the trigger is reached, the position is closed with a limit or market order.`],
      ['Close a position', `- Close: enter a price and a quantity up to the closable amount.
- Quick close: closes at market, filling from the best price down to the 30th level of the order book.
- Watch the margin ratio and the estimated liquidation price in Wallet > USDS-M futures.`],
    ],
  },
  'second-contracts': {
    title: 'What are second contracts?',
    summary: 'Fixed-term contracts that settle automatically when the countdown ends.',
    sections: [
      ['How they work', `You predict whether the price of a pair will be higher or lower when a fixed period ends. The contract settles against the index price at the end of the countdown.`],
      ['Place a second contract', `1. Click Second contract in the header (BTC/USDT opens by default).
2. Transfer USDT to your second-contract account first if it is empty.
3. Choose up or down, the period and the amount, then confirm. The countdown starts immediately.`],
      ['Settlement', `- When the countdown ends the result is win, loss or draw.
- A win pays the profit shown before you confirmed; a loss forfeits the amount you paid; a draw returns it.
- See running contracts under Orders > Second current and settled ones under Second history.`],
    ],
  },
  'fiat-p2p': {
    title: 'Buying and selling crypto with fiat (P2P)',
    summary: 'Buy crypto by bank transfer from other users in three steps, or sell to them.',
    sections: [
      ['Buy in three steps', `1. Open Fiat buy in the header, choose the fiat currency and the crypto, and enter an amount or a quantity.
2. Confirm the order, transfer the money to the seller's bank account shown on the order, then click 'I have completed the transfer'.
3. The seller checks the payment and clicks 'I have received the payment'. The crypto is released to your fiat account.`],
      ['Time limits', `- Pay within the payment countdown shown on the order (120 minutes by default), or the order is cancelled.
- If you cancel or let 5 orders expire within 24 hours, buying is blocked for the rest of the day.
- Only click 'I have completed the transfer' after you have really paid.`],
      ['Selling', `Add a bank card under Collection methods (/user/c-collAddr) with your real name, bank name and card number. Buyers pay to it; release the crypto only after the money is in your account.`],
      ['Limits', `Unverified users can buy up to 1,000 USDT in total. Verified users can buy up to 1,000 USDT per order and 10,000 USDT in total.`],
    ],
  },
  'ico-subscription': {
    title: 'Taking part in an ICO subscription',
    summary: 'Subscribe to new tokens, follow your allocation and release your tokens.',
    sections: [
      ['Find a project', `Open ICO in the header (/subscribe). Each project shows its progress, raise price, end time and your available and maximum subscribable quantity. Labels: in progress, ending soon, hot and ended.`],
      ['Subscribe', `1. Open the project and click Participate.
2. Enter the subscription quantity and confirm. The payment is frozen in your ICO subscription account.
3. To subscribe more while the project is open, click Add more.`],
      ['After the subscription ends', `- Your subscription moves from holding to to-settle, then settled, with the winning lots and actual payment shown.
- Any unused amount is returned to your account.
- Released tokens appear in Wallet > ICO subscription. Use Thaw to release what is due; history is under ICO logs.`],
    ],
  },
  'mobile-app': {
    title: 'The mobile app',
    summary: 'Download the app for Android or iOS and trade with the same account.',
    sections: [
      ['Download', `1. Hover over the phone icon in the header, or scroll to App download in the footer.
2. Scan the QR code with your phone, or use the Android or iOS link.
3. Only install the app from these official links.`],
      ['Sign in', `Sign in with the same e-mail or mobile number and login password. Your balances, orders and settings are the same on the web and in the app.`],
      ['App-only functions', `Some functions direct you to the mobile app. Your security settings, authenticator and limits apply in the app too.`],
    ],
  },
};
