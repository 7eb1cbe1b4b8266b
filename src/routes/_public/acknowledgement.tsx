import { Link, createFileRoute } from '@tanstack/react-router';
import { AcknowledgementScreen } from '../../screens/public/simple-screens';

export const Route = createFileRoute('/_public/acknowledgement')({
  component: () => <AcknowledgementScreen renderLink={({ href, children }) => <Link to={href}>{children}</Link>} />,
});
