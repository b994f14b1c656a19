/** Past runs, reloaded from the archive when the controller starts; runs cut short by a restart are marked interrupted. */
package io.objbench.controller.history;
