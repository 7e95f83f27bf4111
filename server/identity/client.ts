/** The one client: the Lamp web app (public, PKCE). */
export const CLIENT_ID = 'lamp-web'
