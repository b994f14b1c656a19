/**
 * The controller's HTTP server (Jetty 12 core handlers): the REST API of
 * {@link io.objbench.core.protocol.ControllerRoutes} and COSBench's CLI {@code .action} endpoints,
 * behind a shared bearer token, with workload secrets masked in every reply. The archive on disk
 * keeps the workload XML as submitted (secrets included, so a run can be resubmitted); only what
 * the API serves is masked.
 */
package io.objbench.controller.server;
