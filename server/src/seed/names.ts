/**
 * Word lists for people and places. The mix of names follows southern New England (Irish,
 * Italian, Portuguese, French-Canadian, Hispanic, Cape Verdean, Southeast Asian families), where
 * the demo company works; towns carry a real ZIP code and area code so addresses look right in
 * the assignment and distance screens.
 */
import type { Rng } from './random';

export const FIRST_NAMES: readonly string[] = [
  'James', 'Michael', 'John', 'Robert', 'David', 'William', 'Richard', 'Joseph', 'Thomas', 'Christopher',
  'Daniel', 'Matthew', 'Anthony', 'Mark', 'Steven', 'Paul', 'Andrew', 'Joshua', 'Kevin', 'Brian',
  'Ryan', 'Sean', 'Patrick', 'Brendan', 'Connor', 'Kyle', 'Tyler', 'Justin', 'Nicholas', 'Eric',
  'Jason', 'Adam', 'Timothy', 'Jeffrey', 'Scott', 'Gregory', 'Peter', 'Derek', 'Shane', 'Colin',
  'Luis', 'Carlos', 'Jose', 'Miguel', 'Angel', 'Victor', 'Rafael', 'Manuel', 'Joao', 'Pedro',
  'Tiago', 'Rui', 'Marco', 'Vincent', 'Dominic', 'Salvatore', 'Giovanni', 'Luca', 'Andre', 'Marc',
  'Luc', 'Normand', 'Raymond', 'Gerard', 'Dennis', 'Francis', 'Walter', 'Keith', 'Troy', 'Dustin',
  'Cody', 'Travis', 'Evan', 'Logan', 'Mason', 'Liam', 'Noah', 'Ethan', 'Aidan', 'Owen',
  'Minh', 'Tuan', 'Sokha', 'Dara', 'Kwame', 'Malik', 'Andre', 'Darnell', 'Jamal', 'Terrence',
  'Mary', 'Jennifer', 'Linda', 'Patricia', 'Elizabeth', 'Susan', 'Jessica', 'Sarah', 'Karen', 'Nancy',
  'Lisa', 'Michelle', 'Kimberly', 'Amanda', 'Melissa', 'Stephanie', 'Rebecca', 'Laura', 'Erin', 'Kelly',
  'Megan', 'Caitlin', 'Shannon', 'Colleen', 'Maureen', 'Bridget', 'Nicole', 'Heather', 'Christine', 'Rachel',
  'Maria', 'Ana', 'Sofia', 'Isabel', 'Carla', 'Rosa', 'Lucia', 'Gabriela', 'Daniela', 'Fernanda',
  'Gina', 'Angela', 'Francesca', 'Teresa', 'Denise', 'Monique', 'Nathalie', 'Chantal', 'Julie', 'Danielle',
  'Lauren', 'Emily', 'Hannah', 'Olivia', 'Emma', 'Abigail', 'Samantha', 'Alexis', 'Brianna', 'Taylor',
  'Linh', 'Mai', 'Sophea', 'Priya', 'Aisha', 'Keisha', 'Tanya', 'Dawn', 'Tracy', 'Wendy',
];

export const LAST_NAMES: readonly string[] = [
  'Sullivan', 'Murphy', "O'Brien", 'Kelly', 'Walsh', 'Ryan', 'Doyle', 'McCarthy', 'Kennedy', 'Lynch',
  'Murray', 'Quinn', 'Moore', 'Flynn', 'Brennan', 'Callahan', 'Donovan', 'Fitzgerald', 'Gallagher', 'Higgins',
  'Keane', 'Mahoney', 'Nolan', 'Reilly', 'Shea', 'Driscoll', 'Connolly', 'Burke', 'Coughlin', 'Dolan',
  'Russo', 'Rossi', 'Esposito', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo',
  'Conti', 'DeLuca', 'Costa', 'Giordano', 'Mancini', 'Rizzo', 'Lombardi', 'Moretti', 'Barbieri', 'Fontana',
  'Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Rodrigues', 'Martins', 'Sousa', 'Fernandes', 'Goncalves',
  'Medeiros', 'Pacheco', 'Carvalho', 'Teixeira', 'Cabral', 'Almeida', 'Furtado', 'Amaral', 'Couto', 'Raposo',
  'Gagnon', 'Roy', 'Cote', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', 'Gagne', 'Ouellette',
  'Pelletier', 'Belanger', 'Levesque', 'Bergeron', 'Leblanc', 'Paquette', 'Girard', 'Simard', 'Boucher', 'Caron',
  'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Perez', 'Sanchez', 'Ramirez', 'Torres', 'Rivera',
  'Cruz', 'Reyes', 'Ortiz', 'Morales', 'Vega', 'Castillo', 'Diaz', 'Colon', 'Figueroa', 'Santiago',
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor',
  'Thomas', 'Jackson', 'White', 'Harris', 'Martin', 'Thompson', 'Clark', 'Lewis', 'Robinson', 'Walker',
  'Young', 'Allen', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Hill',
  'Campbell', 'Mitchell', 'Roberts', 'Carter', 'Phillips', 'Evans', 'Turner', 'Parker', 'Collins', 'Edwards',
  'Stewart', 'Morris', 'Cook', 'Rogers', 'Bell', 'Cooper', 'Reed', 'Bailey', 'Howard', 'Ward',
  'Nguyen', 'Tran', 'Pham', 'Le', 'Chea', 'Sok', 'Lim', 'Patel', 'Shah', 'Chen',
  'Kowalski', 'Nowak', 'Wisniewski', 'Andrade', 'Barros', 'Lopes', 'Monteiro', 'Tavares', 'Fontes', 'Gomes',
  'Papadopoulos', 'Stavros', 'Demers', 'Theriault', 'Cormier', 'Aucoin', 'Boudreau', 'Hebert', 'Landry', 'Richard',
];

const STREET_NAMES: readonly string[] = [
  'Main St', 'Washington St', 'Elm St', 'Maple Ave', 'Oak St', 'Pleasant St', 'Park Ave', 'Summer St',
  'Highland Ave', 'Union St', 'School St', 'Prospect St', 'Central St', 'Water St', 'Pine St', 'Church St',
  'Chestnut St', 'Spring St', 'Winter St', 'Cedar St', 'Lincoln St', 'Franklin St', 'Adams St', 'Bridge St',
  'Mill St', 'River Rd', 'Pond St', 'Forest Ave', 'Hillside Ave', 'Broadway', 'Commercial St', 'Liberty St',
  'Granite St', 'Quarry Rd', 'Depot St', 'Academy St', 'Harbor Rd', 'Meadow Ln', 'Birch Rd', 'Orchard St',
];

export interface Town {
  city: string;
  state: 'MA' | 'NH' | 'CT' | 'RI';
  zip: string;
  areaCode: string;
}

export const TOWNS: readonly Town[] = [
  { city: 'Boston', state: 'MA', zip: '02127', areaCode: '617' },
  { city: 'Quincy', state: 'MA', zip: '02169', areaCode: '617' },
  { city: 'Braintree', state: 'MA', zip: '02184', areaCode: '781' },
  { city: 'Weymouth', state: 'MA', zip: '02189', areaCode: '781' },
  { city: 'Brockton', state: 'MA', zip: '02301', areaCode: '508' },
  { city: 'Worcester', state: 'MA', zip: '01604', areaCode: '508' },
  { city: 'Framingham', state: 'MA', zip: '01701', areaCode: '508' },
  { city: 'Lowell', state: 'MA', zip: '01852', areaCode: '978' },
  { city: 'Lawrence', state: 'MA', zip: '01841', areaCode: '978' },
  { city: 'Woburn', state: 'MA', zip: '01801', areaCode: '781' },
  { city: 'Waltham', state: 'MA', zip: '02453', areaCode: '781' },
  { city: 'Plymouth', state: 'MA', zip: '02360', areaCode: '508' },
  { city: 'Taunton', state: 'MA', zip: '02780', areaCode: '508' },
  { city: 'Fall River', state: 'MA', zip: '02720', areaCode: '508' },
  { city: 'New Bedford', state: 'MA', zip: '02740', areaCode: '508' },
  { city: 'Springfield', state: 'MA', zip: '01103', areaCode: '413' },
  { city: 'Salem', state: 'MA', zip: '01970', areaCode: '978' },
  { city: 'Marlborough', state: 'MA', zip: '01752', areaCode: '508' },
  { city: 'Nashua', state: 'NH', zip: '03060', areaCode: '603' },
  { city: 'Manchester', state: 'NH', zip: '03101', areaCode: '603' },
  { city: 'Salem', state: 'NH', zip: '03079', areaCode: '603' },
  { city: 'Concord', state: 'NH', zip: '03301', areaCode: '603' },
  { city: 'Portsmouth', state: 'NH', zip: '03801', areaCode: '603' },
  { city: 'Dover', state: 'NH', zip: '03820', areaCode: '603' },
  { city: 'Providence', state: 'RI', zip: '02903', areaCode: '401' },
  { city: 'Warwick', state: 'RI', zip: '02886', areaCode: '401' },
  { city: 'Cranston', state: 'RI', zip: '02920', areaCode: '401' },
  { city: 'Pawtucket', state: 'RI', zip: '02860', areaCode: '401' },
  { city: 'Woonsocket', state: 'RI', zip: '02895', areaCode: '401' },
  { city: 'Hartford', state: 'CT', zip: '06103', areaCode: '860' },
  { city: 'New Haven', state: 'CT', zip: '06510', areaCode: '203' },
  { city: 'Stamford', state: 'CT', zip: '06901', areaCode: '203' },
  { city: 'Bridgeport', state: 'CT', zip: '06604', areaCode: '203' },
  { city: 'Waterbury', state: 'CT', zip: '06702', areaCode: '203' },
  { city: 'Norwich', state: 'CT', zip: '06360', areaCode: '860' },
  { city: 'Enfield', state: 'CT', zip: '06082', areaCode: '860' },
];

/** Most of the workforce lives near the Boston office; the rest near the branch offices. */
export function pickTown(rng: Rng): Town {
  const state = rng.weighted([
    ['MA', 62],
    ['NH', 14],
    ['RI', 13],
    ['CT', 11],
  ] as const);
  return rng.pick(TOWNS.filter((t) => t.state === state));
}

export function streetAddress(rng: Rng): string {
  return `${rng.int(1, 1999)} ${rng.pick(STREET_NAMES)}`;
}

/** 555-01xx numbers are reserved for fiction, so no demo phone number rings a real person. */
export function phoneNumber(rng: Rng, areaCode: string): string {
  return `(${areaCode}) 555-01${rng.digits(2)}`;
}

/** The local part of an e-mail address: letters only, lower case ("O'Brien" becomes "obrien"). */
export function emailLocalPart(firstName: string, lastName: string): string {
  const clean = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
  return `${clean(firstName)}.${clean(lastName)}`;
}
