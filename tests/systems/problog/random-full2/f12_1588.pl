:- use_module(library(lists)).
0.7::e0(3).
0.9::e0(2).
0.7::e1(3,3).
0.1::e1(1,1); 0.1::e1(2,2); 0.2::e1(3,3).
0.4::e2.
P::p00(Y,X) :- (e2, between(1,3,X), between(1,3,Y), X @=< 3, T =.. [g, Y], T \== g(0)), P is X / 4.
p00(Y,X) :- p00(Y,3), e2, e2, between(1,3,X), T =.. [g, X], T \== g(0), Y \= X.
0.5::p10(3,X) :- (p10(X,1), p00(Z,X), e2, findall(V, e1(X,V), L), sort(L, S), length(S, N), N < 2, Z @=< 2) ; (e0(1), p11, e2, between(1,3,X)).
p11 :- p11, p11.
p11 <- (p10(Y,X), p00(1,1), p10(Y,Y)) ; (e1(3,Y), e0(Y), W is Y + 2, W < 5, not p00(Y,Y)).
p20(Y) :- (e2, e0(Z), e0(1), between(1,3,Y), W is Y + 2, W < 5) ; (e2, between(1,3,Y), findall(V, p10(2,V), L), sum_list(L, T), T > 2, Y >= 2).
p21(Y,Y) :- p21(Y,Z), e1(Z,Y), \+ p10(Z,Z).
P::p21(X,X) :- (e2, p11, between(1,3,X), call(p10, 3, X)), P is X / 4.
0.7::p21(X,Y) :- (p21(Y,Y), p20(Z), e1(Y,3), between(1,3,X), T =.. [g, X], T \== g(0), Y \= Y) ; (p21(3,Y), between(1,3,X), Y >= 3).
p30(X) :- Y \== 3, e2, p11, e1(Y,X), \+ p21(1,Y).
p30(X) :- p00(Y,X), p20(Y), Y \== 2, findall(V, p21(X,V), L), L = [].
0.3::p30(X) :- (e0(1), between(1,3,X), X == 2) ; (p00(X,X)).
p31 :- e2, p11.
p31 :- p21(2,Y), e0(1), call(p20, 2).
0.8::p31 :- e2.
query(p00(3,1)).
query(e0(X)) :- between(1,2,X).
