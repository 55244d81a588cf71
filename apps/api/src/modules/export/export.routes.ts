import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Services } from '../../context.js';
import { adminOnly, requireAdmin } from '../../plugins/auth.js';
import { exportWorkbook } from './export.service.js';

export const exportRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/admin/export',
    { onRequest: adminOnly, schema: { tags: ['export'], summary: 'The whole database as an Excel workbook (admin)' } },
    async (request, reply) => {
      const { fileName, bytes } = await exportWorkbook(services.db, requireAdmin(request));
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(bytes);
    },
  );
};
