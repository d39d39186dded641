import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Live } from '../lib/firebase/live';
import { CenteredMessage } from './CenteredMessage';
import { PageContainer } from './PageContainer';

/** What a list page says while it loads, when it fails (and how to ask again), and when it is empty. */
export interface ListPageStates {
  loading: string;
  failed: ReactNode;
  retry: { label: string; onClick: () => void };
  /** The empty list's own content, or a sentence in the same frame as a failure's. */
  empty: ReactNode;
}

/** A frame of one panel, for a failure or an empty list. */
export function ListPanel({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      {children}
    </Paper>
  );
}

/**
 * A read's loading message, or its failure (`failed`: what to say of its error) with a way to ask
 * again; nothing once it answered.
 */
export function LoadingOrFailure({
  answer,
  loading,
  failed,
  retry,
}: {
  answer: Live<unknown>;
  loading: string;
  failed: (error: Error) => ReactNode;
  retry: { label: string; onClick: () => void };
}) {
  if (answer.status === 'loading') return <CenteredMessage text={loading} />;
  if (answer.status !== 'error') return null;
  return (
    <ListPanel>
      <Typography role="alert" sx={{ mb: 2 }}>
        {failed(answer.error)}
      </Typography>
      <Button variant="contained" onClick={retry.onClick}>
        {retry.label}
      </Button>
    </ListPanel>
  );
}

/**
 * A signed-in page of one list (My Offers, My interviews, Hiring): its title and subtitle, then
 * the list's loading, its failure with a way to ask again, its emptiness, or the list itself.
 */
export function ListPage<T>({
  title,
  subtitle,
  maxWidth = 'md',
  list,
  states,
  children,
}: {
  title: string;
  subtitle: string;
  maxWidth?: 'sm' | 'md' | 'lg';
  list: Live<readonly T[]>;
  states: ListPageStates;
  children: (items: readonly T[]) => ReactNode;
}) {
  return (
    <PageContainer maxWidth={maxWidth}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {subtitle}
      </Typography>
      <LoadingOrFailure answer={list} loading={states.loading} failed={() => states.failed} retry={states.retry} />
      {list.status === 'success' &&
        list.data.length === 0 &&
        (typeof states.empty === 'string' ? (
          <ListPanel>
            <Typography>{states.empty}</Typography>
          </ListPanel>
        ) : (
          states.empty
        ))}
      {list.status === 'success' && list.data.length > 0 && children(list.data)}
    </PageContainer>
  );
}
