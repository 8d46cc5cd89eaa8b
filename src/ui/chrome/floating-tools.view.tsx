import { Badge, Box, Button, Float, IconButton, Stack, Text } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { ArrowUp, Bot, ClipboardList, FileQuestion, Headset, LifeBuoy, MessageSquareHeart, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeploymentValues, useObservable, useSession } from '../portal/portal.context';
import { LoadWhenOpen } from '../widgets/load-on-first-use';
import { loadLocaleAreas } from '../i18n/resources';
import { useConsolePageLink } from '../widgets/use-console-page-link';
import { ContactDialog } from '../widgets/contact-dialog.view';
import { useUnreadWorkOrders } from '../reads/unread-work-orders.queries';
import { useScrolledPast } from './use-scrolled-past';

/** Spec §9: back to top appears once the page has scrolled past 300 px. */
export const BACK_TO_TOP_AFTER_PX = 300;

/**
 * On a phone the round button (44 px, 16 px above the bottom edge) would cover the page's last lines (review c16):
 * the page's end takes this much more room below them, so they scroll clear of it.
 */
export const PHONE_TOOLS_ROOM = '4.5rem';

const toolStyle = {
  variant: 'ghost',
  h: 'auto',
  // Room for five 12 px CJK characters (满意度调查) on one line.
  w: '4.5rem',
  py: 2,
  px: 1,
  flexDirection: 'column',
  gap: 1,
  fontSize: 'xs',
  fontWeight: 'normal',
  whiteSpace: 'normal',
  // Labels break between words (English spaces), not inside a Chinese word; only one too long for the column breaks
  // where it must.
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  lineHeight: 'short',
  color: 'fg',
  borderRadius: 'md',
  _hover: { bg: 'brand.subtle', color: 'brand.fg' },
} as const;

const ToolLabel = ({ icon, label }: { icon: ReactNode; label: string }) => (
  <>
    <Box aria-hidden="true">{icon}</Box>
    <Text as="span" textAlign="center" className="tool-label">
      {label}
    </Text>
  </>
);

/**
 * On short screens the column would climb over the header: icons only (the labels stay for screen readers) and
 * closer to the bottom edge.
 */
const SHORT_SCREEN = {
  '@media (max-height: 760px)': {
    bottom: '16px',
    '& .tool-label': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
} as const;

/**
 * On phones the column would cover the page: one round button at the bottom right shows it (above the button) and
 * hides it again; choosing a tool, Escape or the button hide it. From md up the column is always shown.
 */
const PHONE_QUERY = '(max-width: 47.99em)';
const PHONE_COLLAPSIBLE = {
  [`@media ${PHONE_QUERY}`]: { '&[data-collapsed] .tools-column': { display: 'none' } },
} as const;

/**
 * The assistant's panel (AI chat or FAQ robot) and its strings in their own chunks, loaded when the button is first
 * pressed; mounted from then on, so the conversation survives closing the panel.
 */
const loadAssistantPanel = () =>
  Promise.all([import('../assistant/assistant-panel.view'), loadLocaleAreas(['assistant'])]).then(([module]) => module.default);

/**
 * Floating tools at the right edge: question docs, work orders (unread badge), AI assistant, feedback survey,
 * contact, and back to top after 300 px. Hidden under /chooseSupplier.
 */
export const FloatingTools = () => {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (pathname.startsWith('/chooseSupplier')) return null;
  return <Tools />;
};

const Tools = () => {
  const { t } = useTranslation();
  const session = useObservable(useSession());
  // The work orders are the console's: a visitor signs in first and is taken there once back (review m14).
  const workOrders = useConsolePageLink()('workOrder');
  const survey = useDeploymentValues().chromeLinks.feedbackSurvey;
  const unread = useUnreadWorkOrders(session.loggedIn);
  const count = session.loggedIn && unread.data ? unread.data : 0;
  const showBackToTop = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  const [contactOpen, setContactOpen] = useState(false);
  const [assistantOpen, setAssistantOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(true);
  const assistantButton = useRef<HTMLButtonElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const columnId = useId();
  // The assistant's button is hidden on a phone once the column folds: focus then returns to the round button.
  const shownButton = () => (collapsed && window.matchMedia(PHONE_QUERY).matches ? toggle.current : assistantButton.current);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || collapsed) return;
    setCollapsed(true);
    toggle.current?.focus();
  };

  const backToTop = () => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    // The button disappears at the top: keep keyboard focus somewhere sensible.
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };

  return (
    <Box
      as="aside"
      aria-label={t('chrome.tools.label')}
      position="fixed"
      // 1rem from md up: part of COLUMN_ROOM (widgets/layout-widths.ts).
      right={{ base: 2, md: 4 }}
      bottom={{ base: 4, md: 24 }}
      zIndex="docked"
      display="flex"
      flexDirection="column"
      alignItems="flex-end"
      gap={2}
      css={{ ...SHORT_SCREEN, ...PHONE_COLLAPSIBLE }}
      data-collapsed={collapsed || undefined}
      onKeyDown={onKeyDown}
    >
      <Stack
        id={columnId}
        className="tools-column"
        gap={1}
        bg="bg"
        borderWidth="1px"
        borderRadius="lg"
        shadow="md"
        p={1}
        align="center"
        // A tool chosen on a phone folds the column away (links navigate, the others open a dialog).
        onClick={() => setCollapsed(true)}
      >
        <Button asChild {...toolStyle}>
          <Link to="/question-docs">
            <ToolLabel icon={<FileQuestion size={20} />} label={t('chrome.tools.questionDocs')} />
          </Link>
        </Button>
        <Box position="relative">
          <Button asChild {...toolStyle}>
            <a {...workOrders} aria-label={count > 0 ? t('chrome.tools.workOrdersUnread', { count }) : undefined}>
              <ToolLabel icon={<ClipboardList size={20} />} label={t('chrome.tools.workOrders')} />
            </a>
          </Button>
          {count > 0 ? (
            <Float placement="top-end" offset="2">
              <Badge colorPalette="brand" variant="solid" size="sm" borderRadius="full" aria-hidden="true" data-testid="work-order-badge">
                {count > 99 ? '99+' : count}
              </Badge>
            </Float>
          ) : null}
        </Box>
        <Button
          {...toolStyle}
          ref={assistantButton}
          onClick={() => {
            setAssistantOpen((open) => !open);
          }}
          aria-haspopup="dialog"
          aria-expanded={assistantOpen}
        >
          <ToolLabel icon={<Bot size={20} />} label={t('chrome.tools.assistant')} />
        </Button>
        {survey ? (
          <Button asChild {...toolStyle}>
            <a href={survey} target="_blank" rel="noopener noreferrer" aria-label={`${t('chrome.tools.survey')} ${t('chrome.newTab')}`}>
              <ToolLabel icon={<MessageSquareHeart size={20} />} label={t('chrome.tools.survey')} />
            </a>
          </Button>
        ) : (
          // No survey configured for this deployment: shown, dimmed and inert (a disabled button, not a link).
          <Button {...toolStyle} disabled aria-label={`${t('chrome.tools.survey')} ${t('chrome.topBar.unavailable')}`}>
            <ToolLabel icon={<MessageSquareHeart size={20} />} label={t('chrome.tools.survey')} />
          </Button>
        )}
        <Button {...toolStyle} onClick={() => setContactOpen(true)} aria-haspopup="dialog">
          <ToolLabel icon={<Headset size={20} />} label={t('chrome.tools.contact')} />
        </Button>
        {showBackToTop ? (
          <Button {...toolStyle} onClick={backToTop}>
            <ToolLabel icon={<ArrowUp size={20} />} label={t('chrome.tools.backToTop')} />
          </Button>
        ) : null}
      </Stack>
      <IconButton
        ref={toggle}
        hideFrom="md"
        size="lg"
        borderRadius="full"
        colorPalette="brand"
        shadow="lg"
        aria-label={t('chrome.tools.toggle')}
        aria-expanded={!collapsed}
        aria-controls={columnId}
        onClick={() => setCollapsed((value) => !value)}
        data-testid="tools-toggle"
      >
        {collapsed ? <LifeBuoy aria-hidden="true" /> : <X aria-hidden="true" />}
      </IconButton>
      <ContactDialog open={contactOpen} onOpenChange={setContactOpen} />
      <LoadWhenOpen load={loadAssistantPanel} open={assistantOpen} onOpenChange={setAssistantOpen} finalFocus={shownButton} />
    </Box>
  );
};
