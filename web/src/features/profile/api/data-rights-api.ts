// The profile's data-rights calls: the export (a zip download) and the erase.
import { ME_API, exportFileName, type EraseResponse } from '@careers/domain/privacy';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../../../lib/api';
import { isoDay } from '../../../lib/dates';
import { downloadBlob } from '../../../lib/download';

// GET /api/me/export
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => downloadBlob(exportFileName(isoDay()), await apiDownload(ME_API.export)),
  });
}

// POST /api/me/erase
export function useEraseMyAccount() {
  return useMutation({
    mutationFn: (confirmation: string) =>
      apiRequest<EraseResponse>(ME_API.erase, { method: 'POST', body: { confirmation } }),
  });
}
