/**
 * product.md §2.11: what a specific skill shows of a broader one a job asks for by its general
 * name, as a recruiter reads it: a resume with PostgreSQL has used SQL and relational databases,
 * one with Git has used version control. Only downward knowledge is credited: SQL shows nothing of
 * PostgreSQL, and a family of alternatives (MySQL for PostgreSQL) stays a suggestion, not a match.
 * Every name is a skill of the lexicon (skill-graph.test.ts checks it).
 */
export const broaderSkills: Readonly<Record<string, readonly string[]>> = {
  PostgreSQL: ['SQL', 'Relational databases'],
  MySQL: ['SQL', 'Relational databases'],
  SQLite: ['SQL', 'Relational databases'],
  MariaDB: ['SQL', 'Relational databases'],
  'Oracle Database': ['SQL', 'Relational databases'],
  'Microsoft SQL Server': ['SQL', 'Relational databases'],
  'PL/SQL': ['SQL'],
  'T-SQL': ['SQL'],
  MongoDB: ['NoSQL'],
  Cassandra: ['NoSQL'],
  DynamoDB: ['NoSQL'],
  Redis: ['NoSQL'],
  Firestore: ['NoSQL'],
  Neo4j: ['NoSQL'],
  CouchDB: ['NoSQL'],
  Git: ['Version control'],
  GitHub: ['Version control'],
  GitLab: ['Version control'],
  Bitbucket: ['Version control'],
  'GitHub Actions': ['CI/CD'],
  'GitLab CI': ['CI/CD'],
  Jenkins: ['CI/CD'],
  CircleCI: ['CI/CD'],
  'Azure DevOps': ['CI/CD'],
  Docker: ['Containerization'],
  Kubernetes: ['Containerization'],
  AWS: ['Cloud computing'],
  'Microsoft Azure': ['Cloud computing'],
  'Google Cloud': ['Cloud computing'],
  TensorFlow: ['Deep learning', 'Machine learning'],
  PyTorch: ['Deep learning', 'Machine learning'],
  'scikit-learn': ['Machine learning'],
  Tableau: ['Data visualization'],
  'Power BI': ['Data visualization'],
  Matplotlib: ['Data visualization'],
  Jest: ['Unit testing'],
  pytest: ['Unit testing'],
  Selenium: ['Test automation'],
  Cypress: ['Test automation'],
};

/** The broader skills the resume's own skills show, each with the first skill of the resume that shows it. */
export function shownByNarrower(resumeSkills: Iterable<string>): Map<string, string> {
  const shown = new Map<string, string>();
  for (const skill of resumeSkills) {
    for (const broader of broaderSkills[skill] ?? []) if (!shown.has(broader)) shown.set(broader, skill);
  }
  return shown;
}
