:- use_module(library(lists)).
0.6::e0(1).
0.1::e0(2); 0.2::e0(3); 0.3::e0(1).
0.2::e1(2,2); 0.2::e1(1,1); 0.1::e1(3,3).
P::p00(X) :- (Y \== 1, p00(Y), p00(Y), between(1,3,X), Y = X), P is X / 4.
p10(Y) :- p10(X), between(1,3,Y), T =.. [g, Y], T \== g(0).
0.5::p11(X) :- p00(3), between(1,3,X), call(p00, X).
P::p11(Y) :- (p11(Y), e1(3,3), e1(1,1)), P is Y / 4.
P::p11(Y) :- (p11(Y), p10(2)), P is Y / 4.
p20(X) :- p00(Z), between(1,3,X), not p11(Z).
P::p21(Y,X) :- (e0(Z), between(1,3,X), between(1,3,Y), Y @=< 2, call(e0, 3)), P is Y / 4.
0.8::p30(1) :- (p11(Y), e0(Z)) ; (p11(X), p30(Z), X \= X, \+ p11(Z)).
p30(Y) :- p30(3), p00(2), p31(1), between(1,3,Y), findall(V, p10(V), L), length(L, N), N >= 1, Y \== Y.
p30(Y) <- p21(Y,3), e1(2,X), \+ p11(Y), compare(O, X, 3).
p31(X) :- p20(3), between(1,3,X), findall(V, e1(X,V), L), length(L, N), N >= 1, T =.. [g, X], T \== g(0).
0.8::p31(Y) <- p21(1,1), e0(Y), p11(3).
query(p20(1)).
query(p10(Y)).
query(p30(1)).
query(\+ p20(2)).
