-- PayHere beside Stripe (issue 19): orders paid through PayHere, a buyer's cancellation at the
-- provider, chargebacks (the order is CHARGED_BACK and its download grant revoked).

alter type public.order_status add value 'CANCELLED';
alter type public.order_status add value 'CHARGED_BACK';
comment on type public.order_status is
  'Life of a checkout: PENDING until the provider confirms; CANCELLED by the buyer at the '
  'provider; CHARGED_BACK when a paid order''s money was taken back (its grant is revoked).';

alter table public.orders drop constraint orders_provider_check;
alter table public.orders
  add constraint orders_provider_check check (provider in ('FREE', 'STRIPE', 'PAYHERE'));
comment on table public.orders is
  'A checkout of one photo: FREE downloads, STRIPE and PAYHERE payments. Written by the service '
  'path; the signed-in buyer reads their own, admins read all.';

alter table public.download_grants add column revoked_at timestamptz;
comment on column public.download_grants.revoked_at is
  'Set when the order''s payment was reversed (a chargeback): the link downloads no more.';
