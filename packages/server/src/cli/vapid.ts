import { vapidSchluesselErzeugen } from '../shared/push/push.ts';

// `npm run vapid`: a key pair for web push. The public key goes to browsers; keep the private key
// secret and the same across all server processes and deployments (a new pair invalidates every subscription).
const s = vapidSchluesselErzeugen();
console.log(`EKP_VAPID_PUBLIC_KEY=${s.publicKey}\nEKP_VAPID_PRIVATE_KEY=${s.privateKey}`);
