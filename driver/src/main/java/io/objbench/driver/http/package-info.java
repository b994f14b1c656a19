/**
 * The driver's HTTP endpoint (Jetty 12 core API, no servlets): {@link io.objbench.driver.http.DriverServer}
 * serves a {@link io.objbench.driver.MissionManager} on the routes of
 * {@link io.objbench.core.protocol.DriverRoutes}, JSON through {@link io.objbench.core.json.Json},
 * every call guarded by a shared bearer token, every error an {@link io.objbench.core.protocol.ApiError}.
 */
package io.objbench.driver.http;
