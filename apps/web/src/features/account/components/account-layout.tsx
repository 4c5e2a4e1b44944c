import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Logo } from '@/components/logo';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { paths } from '@/config/paths';

/** The centred card every sign-in, sign-up and email screen sits in. */
export function AccountLayout({
  title,
  description,
  children,
  footer,
  icon,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-muted/40 px-4 py-12">
      <Logo to={paths.home} />
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          {icon && <div className="mx-auto mb-2">{icon}</div>}
          <CardTitle asChild className="text-2xl">
            <h1>{title}</h1>
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        {children && <CardContent>{children}</CardContent>}
        {footer && (
          <CardFooter className="flex-col gap-2 text-center text-sm text-muted-foreground">
            {footer}
          </CardFooter>
        )}
      </Card>
    </main>
  );
}

/** A line of the card's footer: a question, then where to go ("Already have an account? Sign in"). */
export function AccountFooterLink({
  question,
  to,
  children,
}: {
  question?: ReactNode;
  to: LinkProps['to'];
  children: ReactNode;
}) {
  return (
    <p>
      {question}
      {question && ' '}
      <Link to={to} className="font-medium text-foreground underline-offset-4 hover:underline">
        {children}
      </Link>
    </p>
  );
}
