% A probabilistic rule whose body has ';': one choice shared by the alternatives, per grounding
% of the rule's variables.
0.5::a. 0.4::b.
0.5::h :- a ; b.
0.3::x(1); 0.6::x(2) :- a ; b.
c(1). c(2).
0.5::g(X) :- c(X), c(Y).
query(h). query(x(1)). query(x(2)). query(g(1)).
