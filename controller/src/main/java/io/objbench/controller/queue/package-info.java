/** The controller's workload queue: validation at submission, ids from the archive, {@code concurrency} runs at once, cancel. */
package io.objbench.controller.queue;
