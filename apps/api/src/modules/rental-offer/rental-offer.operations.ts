import {
  IdParamsSchema,
  QuoteInputSchema,
  RentalOptionInputSchema,
  RentalOptionSchema,
  RentalQuoteSchema,
  SuccessSchema,
} from '@nbt/validation';
import { z } from 'zod';

import { publicReads } from '../../lib/public-reads.js';
import { failures, headers } from '../../openapi/answers.js';
import { adminMutation, adminQuery, publicMutation, publicQuery, rest, succeeded } from '../../operations/operation.js';
import {
  createRentalOption,
  editRentalOption,
  listAllRentalOptions,
  removeRentalOption,
} from './rental-options.service.js';
import { quote } from './rental-quote.service.js';

const RentalOptions = z.array(RentalOptionSchema);
const path = '/admin/rental-options/:id';
const responses = failures({ NOT_FOUND: 'No option with this id' });

export const rentalOfferOperations = {
  rentalOptions: {
    list: publicQuery({
      output: RentalOptions,
      kept: ({ db }) => publicReads.rentalOptions(db),
      rest: rest('GET /rental-options', 'The rental options a visitor may choose', 'The active options', {
        description: 'By `sort_order`, then as added. Names and descriptions by language code, Italian always.',
        headers: headers.etag,
      }),
    }),
  },
  quote: {
    create: publicMutation({
      input: QuoteInputSchema,
      output: RentalQuoteSchema,
      run: quote,
      rest: rest('POST /quote', 'Price a rental', 'The breakdown; nothing is stored', {
        description:
          'The period at the daily price of the longest tier it reaches (the days counted as the bookings count ' +
          'them), each option × quantity (× days when charged per day), and the one-way fee of `returnOfficeId` ' +
          'when the car goes back to another office than `pickupOfficeId` (the main office when left out). A ' +
          'vehicle whose price is hidden gets every amount null. The same function prices `POST /api/contact`.',
        responses: failures({ TOO_MANY_REQUESTS: 'Too many quotes from this address' }),
      }),
    }),
  },
  admin: {
    rentalOptions: {
      list: adminQuery({
        output: RentalOptions,
        run: listAllRentalOptions,
        rest: rest('GET /admin/rental-options', 'The whole catalogue, inactive options too (admin)', 'Every option'),
      }),
      create: adminMutation({
        input: RentalOptionInputSchema,
        output: RentalOptionSchema,
        run: createRentalOption,
        rest: rest('POST /admin/rental-options', 'Add a rental option (admin)', 'The option as stored', {
          status: 201,
        }),
      }),
      update: adminMutation({
        input: z.object({ id: IdParamsSchema.shape.id, data: RentalOptionInputSchema }),
        output: RentalOptionSchema,
        run: editRentalOption,
        rest: rest(`PUT ${path}`, 'Replace a rental option (admin)', 'The option as stored', {
          bodyField: 'data',
          responses,
        }),
      }),
      delete: adminMutation({
        input: IdParamsSchema,
        output: SuccessSchema,
        run: (deps, actor, input) => succeeded(removeRentalOption(deps, actor, input)),
        rest: rest(`DELETE ${path}`, 'Delete a rental option (admin)', 'Deleted', { responses }),
      }),
    },
  },
};
