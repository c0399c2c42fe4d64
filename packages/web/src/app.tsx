import {
  AppShell,
  Badge,
  Burger,
  Button,
  Center,
  Group,
  Loader,
  NavLink,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, unauthorizedEvent } from './api/client';
import type { User } from './api/types';
import { LanguageSwitch } from './components/language-switch';
import { useEnumLabel } from './components/labels';
import { ProblemAlert } from './components/problem-alert';
import { navigate, useHashRoute } from './hooks';
import { AllocationForm } from './forms/allocation-form';
import { ScheduleChangePage } from './portal/schedule-change-page';
import { ClaimForm } from './forms/claim-form';
import { AuditPage } from './pages/audit-page';
import { DecisionsPage } from './pages/decisions-page';
import { FundsPage } from './pages/funds-page';
import { LiabilityPage } from './pages/liability-page';
import { StatementRunsPage } from './pages/statement-runs-page';
import { LoginPage } from './pages/login-page';
import { ParticipantPage } from './pages/participant-page';
import { ParticipantsPage } from './pages/participants-page';
import { PayImportPage } from './pages/pay-import-page';
import { PaymentRunPage } from './pages/payment-run-page';
import { PaymentRunsPage } from './pages/payment-runs-page';
import { AccountPage } from './pages/account-page';
import { CommitteePage } from './pages/committee-page';
import { CorrectionsPage } from './pages/corrections-page';
import { BeneficiariesPanel } from './pages/beneficiaries-page';
import { FundClosuresPage } from './pages/fund-closures-page';
import { ReportsPage } from './pages/reports-page';
import { TicksPage } from './pages/ticks-page';
import {
  homeRoute,
  isStaff,
  routeHref,
  sectionOf,
  sectionsFor,
  type Route,
  type Section,
} from './routes';
import { StatementPanel } from './statement/statement-view';
import { ProjectorPage } from './portal/projector-page';
import { ElectionWizard } from './portal/election-wizard';

/** A participant's own pages: his statement and what he files. */
function OwnPage(props: { route: Route; participantId: string; user: User }) {
  const { route, participantId } = props;
  switch (route.page) {
    case 'beneficiaries':
      return <BeneficiariesPanel participantId={participantId} user={props.user} own />;
    case 'investments':
      return <AllocationForm participantId={participantId} />;
    case 'claim':
      return <ClaimForm participantId={participantId} />;
    case 'projector':
      return <ProjectorPage participantId={participantId} />;
    case 'scheduleChange':
      return <ScheduleChangePage participantId={participantId} />;
    case 'wizard':
      return <ElectionWizard participantId={participantId} />;
    default:
      return <StatementPanel participantId={participantId} />;
  }
}

function Page({ route, user }: { route: Route; user: User }) {
  const { t } = useTranslation();
  const section = sectionOf(route);
  if (section === undefined) return <Text c="dimmed">{t('common.notFound')}</Text>;
  if (!sectionsFor(user.role).includes(section))
    return (
      <Text c="dimmed" data-testid="forbidden">
        {t('common.forbidden')}
      </Text>
    );
  switch (route.page) {
    case 'statement':
    case 'investments':
    case 'claim':
    case 'beneficiaries':
    case 'projector':
    case 'wizard':
    case 'scheduleChange':
      return user.participantId ? (
        <OwnPage route={route} participantId={user.participantId} user={user} />
      ) : (
        <Text c="dimmed">{t('statement.noParticipant')}</Text>
      );
    case 'participants':
      return <ParticipantsPage />;
    case 'participant':
      return <ParticipantPage key={route.id} id={route.id} tab={route.tab} user={user} />;
    case 'liability':
      return <LiabilityPage />;
    case 'audit':
      return <AuditPage />;
    case 'funds':
      return <FundsPage fundId={route.fundId} />;
    case 'payImports':
      return <PayImportPage />;
    case 'decisions':
      return <DecisionsPage user={user} />;
    case 'paymentRuns':
      return <PaymentRunsPage user={user} />;
    case 'paymentRun':
      return <PaymentRunPage key={route.id} id={route.id} user={user} />;
    case 'corrections':
      return <CorrectionsPage user={user} />;
    case 'committee':
      return <CommitteePage user={user} />;
    case 'account':
      return <AccountPage user={user} />;
    case 'reports':
      return <ReportsPage />;
    case 'ticks':
      return <TicksPage user={user} />;
    case 'fundClosures':
      return <FundClosuresPage user={user} />;
    case 'statementRuns':
      return <StatementRunsPage user={user} />;
    default:
      return <Text c="dimmed">{t('common.notFound')}</Text>;
  }
}

function UserBadge({ user, visibleFrom }: { user: User; visibleFrom?: 'sm' }) {
  const role = useEnumLabel('role');
  return (
    <Group
      gap={6}
      visibleFrom={visibleFrom}
      wrap="nowrap"
      data-testid={visibleFrom ? 'user' : undefined}
    >
      <Text size="sm" fw={500}>
        {user.username}
      </Text>
      <Badge variant="light">{role(user.role)}</Badge>
    </Group>
  );
}

interface HeaderProps {
  user: User;
  opened: boolean;
  onToggle: () => void;
  onSignOut: () => void;
}

function Header({ user, opened, onToggle, onSignOut }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={opened}
          onClick={onToggle}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('app.toggleNavigation')}
        />
        <Stack gap={0}>
          <Title order={1} size="h3" c="blue.8" lh={1.1}>
            {t('app.name')}
          </Title>
          <Text size="xs" c="dimmed" visibleFrom="xs" lineClamp={1}>
            {t('app.plan')}
          </Text>
        </Stack>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <LanguageSwitch visibleFrom="sm" />
        <UserBadge user={user} visibleFrom="sm" />
        <Button variant="default" size="xs" onClick={onSignOut} data-testid="sign-out">
          {t('app.signOut')}
        </Button>
      </Group>
    </Group>
  );
}

function Navigation({
  user,
  current,
  onNavigate,
}: {
  user: User;
  current?: Section;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb="xs">
        {isStaff(user.role) ? t('app.console') : t('app.portal')}
      </Text>
      {sectionsFor(user.role).map((section) => (
        <NavLink
          key={section}
          href={routeHref({ page: section } as Route)}
          label={t(`nav.${section}`)}
          active={section === current}
          onClick={onNavigate}
          data-testid={`nav-${section}`}
        />
      ))}
      {/* On a phone the header has no room: who is signed in and the language live here. */}
      <Stack hiddenFrom="sm" mt="md" px="sm" gap="xs">
        <UserBadge user={user} />
        <LanguageSwitch testId="language-menu" />
      </Stack>
    </>
  );
}

const mainId = 'main-content';

/**
 * WCAG 2.4.1: the first thing a keyboard reaches skips the header and navigation. It focuses
 * the page's main landmark without touching the address (the hash is the route).
 */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className="skip-link"
      href={`#${mainId}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(mainId)?.focus();
      }}
      data-testid="skip-link"
    >
      {t('app.skipToContent')}
    </a>
  );
}

function Shell({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure();
  const route = useHashRoute() ?? homeRoute(user.role);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <SkipLink />
      <AppShell.Header>
        <Header user={user} opened={opened} onToggle={toggle} onSignOut={onSignOut} />
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={isStaff(user.role) ? t('app.console') : t('app.portal')}>
        <Navigation user={user} current={sectionOf(route)} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main bg="var(--mantine-color-gray-0)" id={mainId} tabIndex={-1}>
        <Page route={route} user={user} />
      </AppShell.Main>
    </AppShell>
  );
}

type Session =
  | { state: 'checking' }
  | { state: 'signedOut'; error?: unknown }
  | { state: 'signedIn'; user: User };

export function App() {
  const [session, setSession] = useState<Session>({ state: 'checking' });

  useEffect(() => {
    const controller = new AbortController();
    api.me(controller.signal).then(
      (user) => setSession({ state: 'signedIn', user }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const expected =
          error instanceof ApiError && (error.status === 401 || error.status === 403);
        setSession({ state: 'signedOut', error: expected ? undefined : error });
      },
    );
    const onUnauthorized = () => setSession({ state: 'signedOut' });
    window.addEventListener(unauthorizedEvent, onUnauthorized);
    return () => {
      controller.abort();
      window.removeEventListener(unauthorizedEvent, onUnauthorized);
    };
  }, []);

  if (session.state === 'checking') {
    return (
      <Center mih="100vh">
        <Loader />
      </Center>
    );
  }
  if (session.state === 'signedOut') {
    return (
      <main id={mainId}>
        {session.error !== undefined && (
          <div style={{ position: 'fixed', top: 16, left: 16, right: 16, zIndex: 10 }}>
            <ProblemAlert error={session.error} />
          </div>
        )}
        <LoginPage
          onSignedIn={(user, secondFactor) => {
            setSession({ state: 'signedIn', user });
            // A session that may only enrol a second factor goes where it is enrolled.
            const home =
              secondFactor?.enrolOnly === true
                ? { page: 'account' as const }
                : homeRoute(user.role);
            navigate(routeHref(home));
          }}
        />
      </main>
    );
  }
  return (
    <Shell
      user={session.user}
      onSignOut={() => {
        void api.logout().finally(() => setSession({ state: 'signedOut' }));
      }}
    />
  );
}
