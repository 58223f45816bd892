/** The spec's GraphQL endpoint: a user queried by uid, for places that show a name and a placeholder avatar. */
export const schema = /* GraphQL */ `
  type ImagePlaceholder {
    initials: String!
    color: String!
  }

  type User {
    uid: ID!
    username: String!
    image: String
    imagePlaceholder: ImagePlaceholder!
  }

  type Query {
    user(uid: ID!): User
  }
`;
