import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LegalDocument } from '@careers/domain/shared';
import { useEffect, useRef, type SyntheticEvent } from 'react';
import { isBlockedShortcut } from '../shortcuts';

/**
 * A confidential document, read-only. Copy, cut, paste, the context menu, selection and dragging
 * are refused inside it; while it is on screen the keyboard shortcuts to print, save, view the
 * source, select all and open the developer tools are refused too, and printing shows no
 * document. A CONFIDENTIAL watermark carries the reader's email and the date, so a photographed
 * or screenshotted page can be traced to who viewed it. This deters; it cannot prevent (a camera,
 * a screenshot tool or the browser's menus are beyond a page's reach).
 */
export function SecureDocumentViewer({
  document,
  viewerEmail,
  viewedOn,
}: {
  document: LegalDocument;
  viewerEmail: string;
  /** The date shown in the watermark, e.g. '2026-11-22'. */
  viewedOn: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useBlockedShortcuts();
  useEffect(() => {
    // React has no prop for selectstart: listen on the element itself.
    const element = ref.current;
    const refuseSelection = (event: Event) => event.preventDefault();
    element?.addEventListener('selectstart', refuseSelection);
    return () => element?.removeEventListener('selectstart', refuseSelection);
  }, []);
  const refuse = (event: SyntheticEvent) => event.preventDefault();
  const mark = `CONFIDENTIAL · ${viewerEmail} · ${viewedOn}`;

  return (
    <Box
      ref={ref}
      data-testid="secure-document"
      className="secure-document"
      onCopy={refuse}
      onCut={refuse}
      onPaste={refuse}
      onContextMenu={refuse}
      onDragStart={refuse}
      onMouseDown={(event) => {
        // A double or triple click selects words and lines: refuse it.
        if (event.detail > 1) event.preventDefault();
      }}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        maxHeight: 420,
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'grey.50',
        p: { xs: 2, sm: 3 },
        userSelect: 'none',
        WebkitUserSelect: 'none',
        '@media print': { display: 'none' },
      }}
      // Read-only text that keyboard users can scroll.
      tabIndex={0}
      role="document"
      aria-label={`${document.title} (version ${document.version}), read only`}
    >
      <Box
        aria-hidden
        data-testid="watermark"
        sx={{
          position: 'absolute',
          inset: 0,
          pointerEvents: 'none',
          display: 'grid',
          gridTemplateRows: 'repeat(6, 1fr)',
          alignItems: 'center',
          justifyItems: 'center',
          overflow: 'hidden',
        }}
      >
        {Array.from({ length: 6 }, (_, i) => (
          <Typography
            key={i}
            sx={{
              transform: 'rotate(-24deg)',
              whiteSpace: 'nowrap',
              fontWeight: 800,
              fontSize: '1.1rem',
              letterSpacing: 2,
              color: 'rgba(185, 28, 28, 0.12)',
            }}
          >
            {mark}
          </Typography>
        ))}
      </Box>
      <Box sx={{ position: 'relative' }}>
        <Typography variant="h6" component="h3" gutterBottom>
          {document.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
          Version {document.version}
        </Typography>
        {document.sections.map((section) => (
          <Box key={section.heading} sx={{ mb: 2 }}>
            <Typography variant="subtitle2" component="h4">
              {section.heading}
            </Typography>
            <Typography variant="body2">{section.body}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function useBlockedShortcuts(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isBlockedShortcut(event)) event.preventDefault();
    };
    // Printing the page while the document is shown prints no document (CSS above hides it).
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
