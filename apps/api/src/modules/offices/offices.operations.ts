import { IdParamsSchema, OfficeInputSchema, OfficeSchema, SuccessSchema } from '@nbt/validation';
import { z } from 'zod';

import { publicReads } from '../../lib/public-reads.js';
import { failures } from '../../openapi/answers.js';
import { adminMutation, publicQuery, rest, succeeded } from '../../operations/operation.js';
import { createOffice, editOffice, removeOffice } from './offices.service.js';

const path = '/company-info/:id';
const responses = failures({ NOT_FOUND: 'No office with this id' });

export const officeOperations = {
  offices: {
    list: publicQuery({
      output: z.array(OfficeSchema),
      kept: ({ db }) => publicReads.offices(db),
      rest: rest('GET /company-info', 'Every office, the main one first', 'Every office'),
    }),
  },
  admin: {
    offices: {
      create: adminMutation({
        input: OfficeInputSchema,
        output: OfficeSchema,
        run: createOffice,
        rest: rest('POST /company-info', 'Create an office (admin)', 'The office as stored', { status: 201 }),
      }),
      update: adminMutation({
        input: z.object({ id: IdParamsSchema.shape.id, data: OfficeInputSchema }),
        output: OfficeSchema,
        run: editOffice,
        rest: rest(`PUT ${path}`, 'Replace an office (admin)', 'The office as stored', {
          bodyField: 'data',
          responses,
        }),
      }),
      delete: adminMutation({
        input: IdParamsSchema,
        output: SuccessSchema,
        run: (deps, actor, input) => succeeded(removeOffice(deps, actor, input)),
        rest: rest(`DELETE ${path}`, 'Delete an office (admin)', 'Deleted', { responses }),
      }),
    },
  },
};
