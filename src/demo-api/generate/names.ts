/** Word lists for counterparties that sound like real European companies. */
export const NAME_STEMS = [
  'Nordwind', 'Atlas', 'Borealis', 'Castellan', 'Delmare', 'Elbtal', 'Fjordline', 'Granit', 'Helvetia', 'Ibercon',
  'Jura', 'Kestrel', 'Lumen', 'Meridian', 'Novalis', 'Orion', 'Polaris', 'Quadra', 'Rhenus', 'Solvay',
  'Tessera', 'Ultramar', 'Vektor', 'Westhafen', 'Zephyr', 'Alpenglow', 'Brightwater', 'Cobalt', 'Dunmore', 'Eisvogel',
  'Ferrovia', 'Glasshouse', 'Hanseatic', 'Isarwerk', 'Kobalt', 'Lindqvist', 'Moreau', 'Nautilus', 'Oakridge', 'Pallas',
  'Riviera', 'Saxony', 'Tamaris', 'Valmont', 'Wexford', 'Aurora', 'Bastide', 'Caravel', 'Duval', 'Everest',
] as const;

export const SECTORS = [
  'Logistik', 'Systems', 'Consulting', 'Industries', 'Foods', 'Medical', 'Energy', 'Retail', 'Analytics', 'Robotics',
  'Textiles', 'Packaging', 'Engineering', 'Pharma', 'Media', 'Mobility', 'Labs', 'Trading', 'Solutions', 'Design',
] as const;

/** Legal form and country go together. */
export const LEGAL_FORMS: readonly { suffix: string; country: string }[] = [
  { suffix: 'GmbH', country: 'DE' },
  { suffix: 'SAS', country: 'FR' },
  { suffix: 'SARL', country: 'FR' },
  { suffix: 'B.V.', country: 'NL' },
  { suffix: 'S.r.l.', country: 'IT' },
  { suffix: 'S.L.', country: 'ES' },
  { suffix: 'Ltd', country: 'GB' },
  { suffix: 'Inc.', country: 'US' },
  { suffix: 'SRL', country: 'BE' },
  { suffix: 'AG', country: 'CH' },
  { suffix: 'AB', country: 'SE' },
  { suffix: 'ApS', country: 'DK' },
];

export const SOFTWARE_VENDORS: readonly { name: string; country: string }[] = [
  { name: 'Atlassian Pty Ltd', country: 'AU' },
  { name: 'Slack Technologies Ltd', country: 'IE' },
  { name: 'Google Cloud EMEA Ltd', country: 'IE' },
  { name: 'Amazon Web Services EMEA SARL', country: 'LU' },
  { name: 'Microsoft Ireland Operations Ltd', country: 'IE' },
  { name: 'HubSpot Ireland Ltd', country: 'IE' },
  { name: 'Adobe Systems Software Ireland', country: 'IE' },
  { name: 'Notion Labs Inc.', country: 'US' },
  { name: 'Figma Inc.', country: 'US' },
  { name: 'GitHub Inc.', country: 'US' },
  { name: 'Zoom Video Communications', country: 'US' },
  { name: 'Datadog Inc.', country: 'US' },
  { name: 'OVH SAS', country: 'FR' },
  { name: 'Personio SE', country: 'DE' },
  { name: 'DocuSign International', country: 'IE' },
];

export const INSTITUTIONS = {
  landlord: { name: 'SCI Haussmann Bureaux', country: 'FR' },
  socialSecurity: { name: 'URSSAF Île-de-France', country: 'FR' },
  taxOffice: { name: 'Direction générale des Finances publiques', country: 'FR' },
  insurer: { name: 'AXA France IARD', country: 'FR' },
  lender: { name: 'Bpifrance', country: 'FR' },
  paymentProvider: { name: 'Stripe Payments Europe Ltd', country: 'IE' },
  utility: { name: 'EDF Entreprises', country: 'FR' },
} as const;

export const COMMENTS = [
  'Checked against the invoice',
  'Partial payment, balance expected next month',
  'Ask finance about this one',
  'Recharged to the customer',
  'Annual contract, paid upfront',
  'Late fee waived',
  'See email from the supplier',
] as const;

export const PALETTE = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#17becf', '#bcbd22', '#7f7f7f'] as const;
