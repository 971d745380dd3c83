:- use_module(library(lists)).
e0(3).
0.1::e1(1,2).
0.4::e2(1).
0.4::e2(2).
0.2::e2(2); 0.3::e2(1); 0.1::e2(3).
p00 <- e2(Y), e0(2), e1(Y,Z), not e2(Z).
0.75::p00 :- e0(2), findall(V, e1(2,V), L), sort(L, S), length(S, N), N < 2.
p10(Y) :- p00, e1(1,Z), between(1,3,Y), Y @>= 3.
p10(Y) :- e0(Z), e1(Y,Z), not e0(Z), call(e0, 1).
0.9::p20(X) :- p10(3), e2(1), e2(X), not e2(X).
P::p20(Y) :- (p00, e2(Y), findall(V, e2(V), L), L \= []), P is Y / 4.
p20(Y) :- e1(Y,X), p00, p10(1), findall(V, e1(X,V), L), L = [].
p21(X) :- p20(2), e0(Y), between(1,3,X).
p21(Y) :- p20(X), p21(X), between(1,3,Y), \+ p10(2), W is Y + 2, W < 5.
query(p10(Y)).
query(e1(X,X)) :- between(1,2,X).
