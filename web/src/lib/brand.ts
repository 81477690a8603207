/** The product name (the spec's {product}); the course entity is named after it (deccoUCourses). */
export const PRODUCT_NAME = 'DECCO';
export const PORTAL_TITLE = `${PRODUCT_NAME} Portal`;
