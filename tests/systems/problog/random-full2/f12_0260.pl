:- use_module(library(lists)).
0.1::e0(1).
0.25::e0(3).
0.1::e0(3); 0.2::e0(2).
0.1::e1(1,1).
0.1::e1(3,3); 0.2::e1(2,2).
p00(Y) :- p01(X,1), p01(Z,1), between(1,3,Y).
p00(2) :- (p00(Y), e0(3), T =.. [g, Y], T \== g(0), Y = 2) ; (p01(2,Z), p01(3,Z)).
0.75::p00(X) :- (p01(Y,Y), between(1,3,X), call(e0, Y), W is Y + 2, W < 5) ; (e0(Z), p00(Z), p01(2,X), Z @< 1, findall(V, e0(V), L), sort(L, S), length(S, N), N < 2).
p01(Y,X) <- e0(Y), between(1,3,X).
0.9::p01(X,2) :- X == 1, p00(Y), e0(Y), between(1,3,X), \+ e1(1,Y).
p10(X) :- e1(X,Y), p10(X).
0.4::p10(1) :- (p11, e1(X,Y), \+ e1(X,3)) ; (e1(Y,Y), p01(Y,X), p01(X,Y)).
0.5::p11 <- Y \== 1, e1(Y,X).
p11 :- (p01(2,Z), e0(Z), p01(Z,X)) ; (p01(2,Y), Y = 2, not p00(Y)).
0.75::p11 :- p01(Z,X), p00(Z), p00(Z).
0.3::p20 <- p20, findall(V, p01(2,V), L), sum_list(L, T), T > 2.
p20 :- p21, p21, p01(2,2).
p21 :- p11, p01(X,3), p00(Y).
p21 :- e1(Y,Y), p00(X), p10(X), compare(O, X, 2), \+ p01(Y,X).
p30(3,Y) :- p10(Y), p11.
0.2::p30(X,1) :- (p11, e1(Y,2), p30(Y,Y), between(1,3,X), \+ p21) ; (e0(Y), p11, between(1,3,X), call(p10, X), T =.. [g, Y], T \== g(0)).
p31(1) <- p01(Y,Z), e0(2), \+ e0(2).
0.7::p31(X) :- (p01(Z,Y), p11, e0(Y), between(1,3,X)) ; (e0(1), p11, p11, between(1,3,X), call(e0, 3), X \= 3).
0.5::p31(X) :- p11, p01(X,3), p01(X,3), X @< 1.
query(p01(1,1)).
