export type Account = {
  id: number;
  last_name: string;
  first_name: string;
  email: string;
  phone_number: string;
  position: string;
  department: string;
  account_role: number;
};
