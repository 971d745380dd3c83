:- use_module(library(lists)).
0.2::e0(1,2).
0.1::e0(2,2); 0.1::e0(1,1).
0.7::e1.
0.4::e2.
0.25::e3(3).
0.3::e3(2); 0.1::e3(3); 0.3::e3(1).
p00 <- p00, call(e3, 2).
p10(X,X) :- (X \== 2, e1, e2, between(1,3,X), W is X + 2, W < 5) ; (e0(X,Y), p00, p10(Y,X), W is Y + 3, W < 5, T =.. [g, Y], T \== g(0)).
p11(Y) :- e0(1,X), p11(X), p00, between(1,3,Y).
p11(3) <- p00, p00, findall(V, e0(3,V), L), L = [].
p11(Y) :- e0(Z,Y), e3(1), Y >= 3, T =.. [g, Z], T \== g(0).
query(p10(1,1)).
query(e0(Y,1)).
query(\+ p11(1)).
