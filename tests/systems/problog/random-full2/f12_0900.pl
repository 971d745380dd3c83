:- use_module(library(lists)).
0.4::e0(1,2).
0.2::e0(2,2); 0.3::e0(1,1).
0.25::e1(1,1).
0.3::e1(2,2); 0.2::e1(1,1); 0.1::e1(3,3).
0.2::e2(3,3).
0.2::e2(1,2).
0.8::e3(2).
p00(Y,Y) :- e2(X,1), between(1,3,Y), X \= Y, findall(V, e0(Y,V), L), sort(L, S), length(S, N), N < 2.
p00(X,Y) :- e1(X,X), e0(X,X), between(1,3,Y).
p01(X) :- e0(Y,Y), between(1,3,X), not e0(Y,Y), X @>= 1.
p01(Y) :- e1(1,X), between(1,3,Y), \+ e0(Y,X).
p10(Y) <- e3(Z), e0(Z,X), e2(Z,3), between(1,3,Y).
p10(Y) :- e1(3,X), p10(X), between(1,3,Y), W is Y + 1, W < 5.
p10(X) :- p00(1,X), p10(2).
0.25::p20(X) :- X == 2, p10(Y), e3(Z), between(1,3,X).
p20(X) :- e3(X), p00(X,X), p00(Y,Z), findall(V, e3(V), L), L = [], findall(V, p00(2,V), L), L = [].
p20(Y) :- p01(Z), p01(1), between(1,3,Y), Z @< 3.
p30 :- p20(2), p00(3,1), e0(Y,1), findall(V, e1(1,V), L), sum_list(L, T), T > 2.
p30 <- (e0(Y,X), p01(Y), e1(Y,3)) ; (p00(X,2), p01(Z), call(p20, Z), \+ e1(Z,X)).
p30 :- (e1(Z,Z), p20(Z), e0(1,Z), compare(O, Z, 3)) ; (e0(Y,1)).
0.3::p31(X) :- p00(X,Z), p01(X), W is X + 2, W < 5.
0.4::p31(X) <- e2(Y,Y), e2(Y,Y), e2(Y,Z), between(1,3,X).
query(p20(1)).
