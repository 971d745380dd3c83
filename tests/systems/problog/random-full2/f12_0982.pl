:- use_module(library(lists)).
0.4::e0.
e1(3).
0.6::e1(2).
0.1::e1(1); 0.1::e1(2); 0.3::e1(3).
0.8::e2.
0.2::e3.
p00(X) :- X \== 3, e3, e3, e0, between(1,3,X).
0.7::p00(Y) <- e1(Y).
p01(Y) :- Y \== 3, e1(Y), e0, e0.
p10 :- X \== 3, e1(X), e2, not p01(X).
p10 :- X == 1, p00(3), p10, p11(X,Z), T =.. [g, Z], T \== g(0).
p11(Y,X) :- (e3, p00(Z), between(1,3,X), between(1,3,Y), Y >= 2, \+ p00(2)) ; (e0, between(1,3,X), between(1,3,Y)).
p11(3,X) :- (e1(3), between(1,3,X), findall(V, p00(V), L), length(L, N), N >= 1) ; (e3, e1(1), between(1,3,X), \+ p00(X)).
p11(Y,1) :- e0, p11(1,X), e2, between(1,3,Y), X =\= 3, X =\= 2.
p20 :- e0, T =.. [g, 3], T \== g(0).
P::p30(Y) :- (e1(3), p10, between(1,3,Y), call(e1, Y), call(e1, 3)), P is Y / 4.
P::p30(Y) :- (p20, e2, between(1,3,Y), \+ e1(Y)), P is Y / 4.
0.3::p31(3) :- p10, p31(X), W is X + 3, W < 5.
query(e0).
query(p11(3,X)).
query(p01(Y)).
