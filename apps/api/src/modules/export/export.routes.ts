import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Dependencies } from '../../context.js';
import { CROSS_SITE_READ, failures, file, headers, READ_NOT_RECORDED } from '../../openapi/answers.js';
import { adminOf, adminOnly } from '../../plugins/app/auth.js';
import { sameOriginOnly } from '../../plugins/app/csrf.js';
import { exportWorkbook } from './export.service.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const exportRoutes: FastifyPluginAsyncZod<{ deps: Dependencies }> = async (app, { deps }) => {
  app.get(
    '/admin/export',
    {
      onRequest: [adminOnly, sameOriginOnly],
      schema: {
        tags: ['export'],
        operationId: 'adminExport',
        summary: 'The whole database as an Excel workbook (admin)',
        response: {
          200: file(
            'One sheet per table: vehicles, offices, users (without passwords), contact requests, and the access log for the main administrator only',
            XLSX_TYPE,
            headers.download,
          ),
          ...failures({ FORBIDDEN: CROSS_SITE_READ, UNAVAILABLE: READ_NOT_RECORDED }),
        },
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await exportWorkbook(deps, adminOf(request));
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', contentDisposition(fileName))
        .send(bytes);
    },
  );
};
