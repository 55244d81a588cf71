import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Services } from '../../context.js';
import { headers } from '../../openapi/schemas.js';
import { adminOf, adminOnly } from '../../plugins/app/auth.js';
import { sameOriginOnly } from '../../plugins/app/csrf.js';
import { exportWorkbook } from './export.service.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const exportRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/admin/export',
    {
      onRequest: [adminOnly, sameOriginOnly],
      schema: {
        tags: ['export'],
        summary: 'The whole database as an Excel workbook (admin)',
        replies: {
          200: {
            description:
              'One sheet per table: vehicles, offices, users (without passwords), contact requests, and the access log for the main administrator only',
            file: XLSX_TYPE,
            headers: headers.download,
          },
          403: 'Asked for from another site (Sec-Fetch-Site cross-site or same-site, or a foreign Origin)',
          503: 'The access log could not record the reading (a full or read-only disk): nothing is sent',
        },
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await exportWorkbook(services.db, adminOf(request));
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', contentDisposition(fileName))
        .send(bytes);
    },
  );
};
