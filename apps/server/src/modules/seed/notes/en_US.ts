// Platform documents (SPEC 7) in English (United States).
import type { NoteDoc } from './types';

const userAgreement = `## 1. Acceptance of These Terms

This User Agreement ("Agreement") governs your use of the Aurelix website, mobile applications and related services (the "Services"). By registering or using the Services, you accept this Agreement, our Privacy Policy and our Legal Notice. If you do not agree, do not use the Services.

## 2. Eligibility and Account Registration

You must be at least 18 years old (or the age of majority where you live), have full legal capacity, and not reside in or be located in a restricted region. You may register with an e-mail address or, where offered, a mobile number, and may hold only one personal account.

You set a login password to access your account and a separate, different fund password to confirm withdrawals, P2P trades and other operations that move assets. If another user invited you, you may enter their invitation code when you register. All information you give us must be true and kept up to date.

## 3. Identity Verification and Withdrawal Limits

You may verify your identity by submitting your legal name, a valid government-issued identity document and any further information we reasonably request. We may refuse or revoke verification where information is incomplete or cannot be confirmed. Your verification status determines your withdrawal limit:

- Unverified accounts: up to 100 USDT (or its equivalent) in total withdrawals per rolling 24 hours.
- Verified accounts: up to 10,000 USDT (or its equivalent) in total withdrawals per rolling 24 hours.

We may apply lower limits or request more documents where the law or our risk controls require it.

## 4. Account Security

You are responsible for keeping your passwords, verification codes and devices secure, and for all activity in your account. Never share your credentials, including with anyone claiming to be Aurelix staff; we will never ask for your passwords. Tell us immediately at support@aurelix.example if you suspect unauthorized access. We are not liable for losses caused by credentials you disclosed or failed to protect.

## 5. The Services

- Spot trading: buying and selling digital assets against USDT with limit or market orders.
- USDS-M perpetual futures: contracts without an expiry date, margined and settled in USDT, with selectable leverage. If your margin falls below the maintenance requirement, your position may be liquidated and you may lose all margin allocated to it.
- Second contracts: fixed-term contracts in which you predict whether the price will be higher or lower at the end of the chosen term. At expiry the contract is settled as a win (you receive your stake plus the payout shown when you opened it), a loss (you lose your stake) or a draw (your stake is returned).
- P2P fiat trading: trades between users paid by bank transfer, with the seller's assets held in escrow. The buyer must pay and mark the order as paid within the payment time limit, and the seller must confirm receipt within the confirmation time limit, after which the assets are released. Unpaid orders are cancelled automatically, and repeated cancellations may restrict P2P access. Aurelix is not a party to the fiat payment.
- ICO subscription: subscribing with USDT to token offerings listed on the platform. Allocations may be reduced if an offering is oversubscribed.
- Wallet: separate spot, futures, second contract, fiat (P2P) and ICO accounts.

## 6. Fees

Unless a different rate is shown for a trading pair, the spot fee is 0.1% for both makers and takers. Transfers between your own accounts are free. Withdrawals incur the network fee shown before you confirm, and fees for other products are shown on their trading pages. We announce fee changes on the platform in advance.

## 7. Deposits and Withdrawals

Always deposit using the address and matching network shown for the asset. Assets sent over a different network, to a wrong address or without a required memo or tag may be permanently lost. Withdrawals require your fund password, count against your withdrawal limit and may be reviewed before processing. We may delay or refuse a withdrawal linked to suspected fraud, unauthorized access, sanctions or a legal requirement. Blockchain transactions cannot be reversed.

## 8. Prohibited Use and Restricted Regions

You must not use the Services for money laundering, terrorist financing, fraud, market manipulation (such as wash trading or spoofing), sanctions evasion or other unlawful activity, operate accounts for others without our consent, or attack or interfere with our systems. The Services are not available in regions under comprehensive sanctions or where local law prohibits them. We may update the list of restricted regions at any time; using a VPN or other means to circumvent these restrictions is prohibited.

## 9. Suspension and Termination

We may restrict, suspend or close your account, cancel orders or freeze assets if you breach this Agreement, if the law or a competent authority requires it, or if we reasonably suspect fraud or a security risk. You may close your account at any time after settling open positions and orders; remaining assets will be returned to you, subject to applicable law.

## 10. Limitation of Liability

The Services are provided "as is". To the extent permitted by law, Aurelix is not liable for indirect losses, lost profits, or losses caused by market movements, blockchain network failures, third-party services, force majeure or your own acts or omissions. Nothing here excludes liability that cannot be excluded by law.

## 11. Changes to This Agreement

We may amend this Agreement and will announce material changes on the platform before they take effect. Continuing to use the Services after that date means you accept the amended Agreement; if you do not, you must stop using the Services.

## 12. Governing Terms and Contact

This Agreement, the Privacy Policy, the Legal Notice and the product rules published on the platform form the entire agreement between you and Aurelix. If language versions conflict, the English version prevails. If any provision is unenforceable, the rest remain in effect. Questions may be sent to support@aurelix.example.`;

const privacyPolicy = `## 1. Scope

This Privacy Policy explains how Aurelix ("we", "us") collects, uses, shares and protects personal data when you use our website, mobile applications and services. It applies to all users, whether or not they have completed identity verification.

## 2. Data We Collect

- Account data: e-mail address or mobile number, nickname, invitation relationships, and hashed login and fund passwords (we never store your passwords in readable form).
- Identity data: your legal name, date of birth, nationality, identity document images and document numbers submitted for verification.
- Device and login records: IP address, device type, operating system, browser, language setting, login times and security events.
- Transaction data: deposits, withdrawals, wallet addresses, orders, trades, positions, transfers between accounts, P2P orders and the bank details you add for P2P payments.
- Communications: messages you send to customer support and the content of support requests.

## 3. How We Use Your Data

- To create and operate your account and provide trading, wallet, P2P and ICO services.
- To verify your identity and apply the matching withdrawal limits.
- To detect and prevent fraud, unauthorized access, money laundering and other abuse.
- To comply with legal, tax, accounting and regulatory obligations.
- To answer your requests and send service notices, such as security alerts and changes to our terms.
- To improve the reliability and usability of our services, using aggregated statistics wherever possible.

## 4. Legal Bases

Where data protection law requires a legal basis, we rely on: performance of our contract with you (operating your account and executing your instructions); compliance with legal obligations (identity verification, anti-money-laundering checks, record keeping); our legitimate interests (securing the platform and preventing fraud), balanced against your rights; and your consent where we ask for it, which you may withdraw at any time.

## 5. Sharing Your Data

We do not sell personal data. We share it only with: service providers who work for us under contract, such as cloud hosting, identity verification, messaging and e-mail providers, who may use it only on our instructions; the counterparty of a P2P trade, who sees the information needed to complete the payment, such as your nickname and the bank details you choose to provide; and courts, regulators, law enforcement and other authorities when we are required by law to do so, or to protect the rights and safety of our users and of Aurelix.

## 6. International Transfers

Our services are provided worldwide, so your data may be processed in countries other than your own. Where we transfer data across borders, we use appropriate safeguards, such as contractual protections, so that your data remains protected to the standard required by applicable law.

## 7. Retention

We keep personal data for as long as your account is open and afterwards for as long as needed to meet legal obligations, resolve disputes and enforce our agreements. Identity and transaction records are generally kept for at least five years after the account is closed, as anti-money-laundering rules require. When data is no longer needed, we delete or anonymize it.

## 8. Security

We protect your data with encryption in transit, hashed passwords, access controls based on the least-privilege principle, and logging of administrative access. No system is completely secure; please protect your passwords and devices and tell us promptly about any suspected breach.

## 9. Your Rights

Subject to applicable law, you may request access to the personal data we hold about you, correction of inaccurate data, deletion of data that we are no longer required to keep, and you may object to or ask us to restrict certain processing. You can update much of your information directly in your account settings. For other requests, contact us; we may need to verify your identity before acting on a request, and we will reply within the time required by law.

## 10. Cookies and Local Storage

We use a small amount of browser storage that is necessary for the service to work: a session token that keeps you signed in, your preferred language, and your preferred pricing currency. We do not use this storage for third-party advertising. If you clear it, you will be signed out and your display preferences will return to their defaults.

## 11. Children

Our services are not intended for anyone under 18, and we do not knowingly collect data from children. If we learn that a minor has registered, we will close the account and delete the data unless the law requires us to keep it.

## 12. Changes and Contact

We may update this Privacy Policy and will announce material changes on the platform. For questions or requests about your personal data, contact support@aurelix.example.`;

const beginnerGuide = `## Step 1: Create Your Account

Open the Aurelix website or app and choose Register. Sign up with your e-mail address or, where available, your mobile number, and enter the verification code we send you. Choose a strong login password. If a friend invited you, enter their invitation code during registration. You must be at least 18 years old and must not live in a restricted region.

## Step 2: Secure Your Account

Set a fund password that is different from your login password. You will need it for withdrawals, P2P trades and other operations that move assets, so a stolen login password alone is not enough to take your funds. We also recommend that you:

- Use a unique password that you do not use on any other website.
- Turn on two-factor authentication with an authenticator app in your security settings.
- Always check that you are on the official Aurelix website or app before signing in.
- Never share passwords or verification codes. Aurelix staff will never ask for them.

## Step 3: Verify Your Identity

Go to identity verification, enter your legal name and upload a valid identity document. Until you are verified you can withdraw up to 100 USDT per 24 hours; once verified, the limit rises to 10,000 USDT per 24 hours. Verification also helps us protect your account if you ever lose access to it.

## Step 4: Deposit Crypto

Go to Assets, choose Deposit and select the coin. Select the network, then copy the deposit address or scan its QR code. The network you choose on Aurelix must match the network you use to send from the other wallet or exchange; if they differ, your assets may be lost. If a memo or tag is shown, include it as well. Your deposit is credited after the required number of network confirmations. You can also buy USDT with a bank transfer in P2P trading.

## Step 5: Place Your First Spot Order

Open Trade, choose Spot and pick a pair such as BTC/USDT. You can choose between two basic order types:

- Limit order: you set the price. The order waits in the order book until the market reaches your price, so you control the price but it may not fill straight away.
- Market order: the order fills immediately at the best available prices. It is fast, but the final price can differ slightly from the last price shown, especially in fast markets.

Enter the amount, check the total and the fee (0.1% by default for both makers and takers), then confirm. You can follow and cancel open orders under Open Orders, and see completed trades in your order history.

## Step 6: Read the Order Book and the Chart

The order book lists sell orders (asks, usually shown in red) above and buy orders (bids, usually shown in green) below, with the latest price between them. The gap between the lowest ask and the highest bid is the spread. The candlestick chart shows how the price has moved: each candle shows the open, high, low and close for the selected time interval, such as 1 minute, 1 hour or 1 day, and the bars underneath show trading volume.

## Step 7: Transfer Between Your Accounts

Your wallet has separate accounts for spot, futures, second contracts, fiat (P2P) and ICO. Before trading a product, move funds into its account with Transfer: choose the source account, the destination account, the coin and the amount. Internal transfers are free and instant.

Perpetual futures and second contracts carry a high level of risk. Leverage magnifies losses as well as gains, and a leveraged position can be liquidated, losing all of its margin. Read the product rules and start with small amounts.

## Step 8: Withdraw

Go to Assets, choose Withdraw and select the coin and the network. Paste the destination address, checking it carefully, and add a memo or tag if the receiving platform requires one. Enter the amount, review the network fee and confirm with your fund password. Withdrawals may be reviewed for security before they are sent, and blockchain transfers cannot be reversed once broadcast.

## Getting Help

The help pages and announcements on the platform answer common questions about accounts, deposits and trading. If you need further help, contact support@aurelix.example from your registered e-mail address, describing the issue and including any order number or transaction hash. You can also follow announcements on our community channels.`;

const legalNotice = `## 1. General Risk Disclosure

Digital assets are highly volatile. Their prices can rise or fall sharply within minutes, and they may lose all of their value. Markets operate around the clock, liquidity can disappear quickly, and prices may be affected by news, regulatory actions, technical failures or events on the underlying blockchains. You should only trade with money you can afford to lose in full.

## 2. Leverage, Liquidation and Derivatives

USDS-M perpetual futures allow you to trade with leverage. Leverage magnifies both gains and losses. If the market moves against your position and your margin falls below the maintenance requirement, the position will be liquidated automatically, and you may lose all of the margin allocated to it. In fast markets, liquidation may take place at a price worse than expected.

Second contracts are settled at the end of a fixed term. If your prediction is wrong, you lose the whole stake of that contract. Past results do not indicate future outcomes, and these products are not suitable for every user.

## 3. P2P Trading and ICO Subscription

In P2P trading, fiat payments are made directly between users by bank transfer. Aurelix holds the seller's digital assets in escrow but does not hold or guarantee the fiat payment; you are responsible for checking that the payment has actually arrived before releasing assets. Tokens offered through ICO subscription are issued by third-party projects. Their listing on the platform is not an endorsement, and such tokens may never be traded, may have little liquidity or may become worthless.

## 4. No Investment Advice

Information on the platform, including prices, charts, market data, articles, announcements and product descriptions, is provided for general information only. It is not investment, financial, legal or tax advice, or a recommendation to buy, sell or hold any asset. You are solely responsible for your decisions; consider consulting an independent professional adviser.

## 5. Regulatory Status

Aurelix is not a bank, and balances held on the platform are not bank deposits and are not covered by any deposit insurance or investor compensation scheme. The legal and regulatory treatment of digital assets differs from country to country and is changing. Some products may not be available, or may be subject to additional conditions, in certain jurisdictions. Changes in law or regulation may require us to modify, restrict or discontinue services.

## 6. Jurisdiction Restrictions

The Services are not offered to persons in regions subject to comprehensive sanctions, or in any jurisdiction where offering them is prohibited. It is your responsibility to make sure that your use of the Services is lawful where you live. We may restrict access based on your location, nationality or verification results.

## 7. Intellectual Property

The Aurelix name, logo, website, applications, software, text and graphics are owned by Aurelix or its licensors and are protected by intellectual property laws. You may not copy, modify, distribute or use them commercially without our prior written permission, except as allowed for personal, non-commercial use of the Services.

## 8. Third-Party Links and Services

The platform may contain links to third-party websites, blockchain explorers, community channels and services. We do not control them and are not responsible for their content, availability or privacy practices. Accessing them is at your own risk.

## 9. Limitation of Liability and Contact

To the extent permitted by law, Aurelix is not liable for losses arising from market movements, the use of leverage, network congestion or failures, errors by third parties, or circumstances beyond our reasonable control. This Legal Notice supplements the User Agreement. Questions may be sent to support@aurelix.example.`;

const about = `## Who We Are

Aurelix is a digital asset exchange built for people who want a clear, dependable and secure place to trade. Our mission is to make digital asset markets accessible to everyone, wherever they are, through transparent rules, fair pricing and strong protection of the assets our users entrust to us.

## What We Offer

- Spot trading: major and emerging digital assets traded against USDT, with limit and market orders and a default fee of 0.1% for makers and takers.
- USDS-M perpetual futures: contracts margined and settled in USDT, with adjustable leverage and real-time risk management.
- Second contracts: short, fixed-term contracts that are settled as a win, a loss or a draw at expiry.
- P2P fiat trading: buy and sell USDT with other users by bank transfer, with the seller's assets held in escrow until the payment is confirmed.
- ICO subscription: access to new token offerings listed on the platform.
- A multi-account wallet with separate spot, futures, second contract, fiat and ICO accounts, and free, instant transfers between them.

## How We Protect You

- Cold storage: most customer assets are kept in offline wallets, and hot wallets hold only what is needed for day-to-day withdrawals.
- An audited ledger: every balance movement is recorded as a double-entry ledger entry, so user balances can be reconciled against platform holdings at any time and reviewed regularly.
- Account protection: a login password, a separate fund password for moving assets, two-factor authentication, and review of withdrawals.
- Identity verification and withdrawal limits: 100 USDT per 24 hours for unverified accounts and 10,000 USDT per 24 hours for verified accounts.

## Built for a Global Community

Aurelix is available in 10 languages: English, Japanese, Korean, Traditional Chinese, Simplified Chinese, Russian, Turkish, French, Spanish and German. You can view prices in 8 pricing currencies: USD, JPY, KRW, HKD, RUB, EUR, GBP and TRY. Your language and pricing currency can be changed at any time from the settings menu.

## Our Principles

We publish our fees and product rules openly, we apply the same rules to every user, and we treat responsible risk disclosure as part of the product. We regard trading as a serious financial activity and design our tools to help users understand what they are doing before they do it: clear order confirmations, visible fees, margin and risk information for futures positions, and plain-language product rules. We also listen to our community, and much of what we build starts as feedback from users.

## Contact and Community

- Customer support: support@aurelix.example
- Telegram: https://t.me/aurelix
- X: https://x.com/aurelix
- Discord: https://discord.gg/aurelix
- Reddit: https://www.reddit.com/r/aurelix
- YouTube: https://www.youtube.com/@aurelix

Our support team answers questions about accounts, deposits, withdrawals, P2P orders and trading. When you write to us, please use your registered e-mail address and include any relevant order number or transaction hash so that we can help you faster.

Official announcements are published on the platform and on these channels. Aurelix staff will never contact you first to ask for passwords or verification codes, or to ask you to send funds.`;

export const en_US: NoteDoc[] = [
  { type: 1, title: 'User Agreement', content: userAgreement },
  { type: 2, title: 'Privacy Policy', content: privacyPolicy },
  { type: 3, title: 'Beginner Guide', content: beginnerGuide },
  { type: 4, title: 'Legal Notice', content: legalNotice },
  { type: 5, title: 'About Aurelix', content: about },
];
