/** Every implemented operation, keyed by operationId (one file per contract tag). */
import { asset } from './asset.ts';
import { auth } from './auth.ts';
import { content } from './content.ts';
import { demo } from './demo.ts';
import { files } from './files.ts';
import { flowsAuth } from './flows-auth.ts';
import { indicator } from './indicator.ts';
import { language } from './language.ts';
import { onetime } from './onetime.ts';
import { partner } from './partner.ts';
import { portfolio } from './portfolio.ts';
import { publicForms } from './public-forms.ts';
import { qa } from './qa.ts';
import type { Handlers } from './respond.ts';
import { user } from './user.ts';

export const handlers: Handlers = {
  ...auth,
  ...demo,
  ...flowsAuth,
  ...onetime,
  ...language,
  // The client area.
  ...asset,
  ...partner,
  ...indicator,
  ...portfolio,
  ...user,
  ...qa,
  ...content,
  ...files,
  // The public site's forms.
  ...publicForms,
};
